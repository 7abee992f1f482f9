import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardCards } from './dashboard-cards.tsx';
import type { Dashboard } from '@refit/contract/admin';

const now = Date.parse('2026-11-29T08:00:00.000Z');
const week = (from: string, to: string, visits: number) => ({ from, to, visits, visitors: visits });
const quietWeek: Dashboard['visits'] = {
  thisWeek: week('2026-11-23', '2026-11-29', 0),
  lastWeek: week('2026-11-16', '2026-11-22', 0),
};

afterEach(cleanup);

function renderCards(lang: 'zh' | 'en', data: Dashboard) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => <DashboardCards data={data} now={now} />,
    },
  ]);
  return render(<Stub />);
}

const cardNamed = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('DashboardCards', () => {
  it('shows the waiting enquiries with the oldest one’s wait, and the week against the one before', async () => {
    renderCards('zh', {
      enquiries: { waiting: 3, oldestAt: '2026-11-29T03:00:00.000Z' },
      content: null,
      visits: {
        ...quietWeek,
        thisWeek: { ...quietWeek.thisWeek, visits: 294 },
        lastWeek: { ...quietWeek.lastWeek, visits: 252 },
      },
      activity: { scope: 'enquiries', records: [] },
    });
    const enquiries = await cardNamed('待处理的新咨询');
    expect(enquiries.textContent).toContain('最早一条已等待 5 小时');
    expect(
      within(enquiries)
        .getByRole('link', { name: /查看新咨询/ })
        .getAttribute('href'),
    ).toBe('/admin/enquiries?status=new&sort=receivedAt&order=asc');
    const visits = await cardNamed('近 7 天访问');
    expect(visits.textContent).toContain('增加 17%');
    expect(visits.textContent).toContain('之前 7 天：252');
    expect(screen.queryByRole('heading', { name: '草稿与定时发布' })).toBeNull();
  });

  it('tells an empty week and no work waiting in plain words (English)', async () => {
    renderCards('en', {
      enquiries: { waiting: 0, oldestAt: null },
      content: { types: [] },
      visits: quietWeek,
      activity: { scope: 'all', records: [] },
    });
    expect((await cardNamed('New enquiries waiting')).textContent).toContain('No new enquiry is waiting.');
    expect((await cardNamed('Drafts and scheduled')).textContent).toContain(
      'Nothing is waiting to be published.',
    );
    const visits = await cardNamed('Visits, last 7 days');
    expect(visits.textContent).toContain('No visits recorded in the last two weeks yet.');
    expect(visits.textContent).not.toContain('%');
  });
});
