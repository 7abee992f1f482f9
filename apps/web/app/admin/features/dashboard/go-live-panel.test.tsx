import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GoLivePanel } from './go-live-panel.tsx';
import type { GoLiveChecklist } from '@refit/contract/admin';

const checklist: GoLiveChecklist = {
  items: [
    { id: 'siteOrigin', state: 'todo', pending: [{ name: 'siteOrigin', count: null }] },
    { id: 'filingNumbers', state: 'todo', pending: [{ name: 'psbNumber', count: null }] },
    {
      id: 'demoContent',
      state: 'todo',
      pending: [
        { name: 'cars', count: 24 },
        { name: 'news', count: 3 },
      ],
    },
    { id: 'translations', state: 'done', pending: [] },
    { id: 'backups', state: 'todo', pending: [{ name: 'backups', count: null }] },
  ],
  done: 1,
  total: 5,
};

afterEach(cleanup);

function renderPanel(lang: 'zh' | 'en', value: GoLiveChecklist) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => <GoLivePanel checklist={value} />,
    },
  ]);
  return render(<Stub />);
}

const itemNamed = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

describe('GoLivePanel', () => {
  it('counts what is done and says what is pending, with where to fix it (Chinese)', async () => {
    renderPanel('zh', checklist);
    const panel = await screen.findByRole('region', { name: '上线检查' });
    expect(within(panel).getByText('已完成 1 / 5 项')).toBeTruthy();

    const filing = itemNamed('ICP 备案号与公安备案号');
    expect(filing.textContent).toContain('仍为空或仍是演示数据：公安备案号。');
    expect(within(filing).getByRole('link', { name: '编辑站点设置' }).getAttribute('href')).toBe(
      '/admin/content/settings',
    );

    const demo = itemNamed('演示内容已替换');
    expect(demo.textContent).toContain('车型 24、新闻 3');
    expect(within(demo).getByRole('link', { name: '打开内容管理' }).getAttribute('href')).toBe(
      '/admin/content/cars',
    );

    const origin = itemNamed('已设置公开网址');
    expect(within(origin).getByText('SITE_ORIGIN').tagName).toBe('CODE');
    expect(within(origin).queryByRole('link')).toBeNull();

    expect(within(itemNamed('已发布内容均有中英文')).getByText('已完成')).toBeTruthy();
    const backups = itemNamed('每日备份');
    expect(backups.textContent).toContain('网站没有定时备份，或上一次备份失败，或近两天内没有成功的备份。');
    expect(within(backups).getByText('BACKUP_SCHEDULE').tagName).toBe('CODE');
    expect(within(backups).getByRole('link', { name: '打开备份' }).getAttribute('href')).toBe(
      '/admin/backups',
    );
  });

  it('says when everything is ready (English), done items without a link', async () => {
    renderPanel('en', {
      items: [
        { id: 'ownerTwoStep', state: 'done', pending: [] },
        { id: 'backups', state: 'done', pending: [] },
      ],
      done: 2,
      total: 2,
    });
    const panel = await screen.findByRole('region', { name: 'Go-live checklist' });
    expect(within(panel).getByText('2 of 2 done')).toBeTruthy();
    expect(within(panel).getByText('Everything is ready.')).toBeTruthy();
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
  });
});
