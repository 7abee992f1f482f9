// The media detail's form works as every admin form does: the alt texts and the focal point are
// saved together, a refused field is told beside it in the admin's language, any other failure as
// the form's own message, and what was typed stays.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaDetailPanel } from './media-detail.tsx';
import { photo as testPhoto } from './media-test-photo.ts';

const photo = {
  ...testPhoto,
  variants: [{ format: 'webp', width: 640, url: '/media/7/w/640.webp' }],
  variantsReady: 15,
  variantsTotal: 15,
  usedBy: [] as { type: string; id: number; title: string; draft: boolean }[],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answerToSave: () => Response;
let saved: unknown[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        saved.push(JSON.parse(String(init.body)));
        return answerToSave();
      }
      return json(200, { success: true, result: photo, message: '' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDetail(lang: 'zh' | 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => (
        <MediaDetailPanel id={7} onClose={() => {}} onChanged={() => {}} onDeleted={() => {}} />
      ),
    },
  ]);
  return render(<Stub />);
}

describe('MediaDetailPanel', () => {
  it('names where the file is used, a draft marked as one in the admin language', async () => {
    photo.usedBy = [
      { type: 'cars', id: 3, title: 'GT3 RS', draft: false },
      { type: 'news', id: 9, title: '赛道日', draft: true },
    ];
    try {
      renderDetail('zh');
      expect(await screen.findByText(/GT3 RS/)).toHaveProperty('textContent', '车型 GT3 RS');
      expect(screen.getByText(/赛道日/)).toHaveProperty('textContent', '新闻 赛道日（草稿）');
    } finally {
      photo.usedBy = [];
    }
  });

  it('saves both alt texts with the focal point moved by the keyboard', async () => {
    answerToSave = () =>
      json(200, { success: true, result: { ...photo, altEn: 'Carbon front lip' }, message: '' });
    renderDetail('en');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const english = screen.getByLabelText('Alt text (English)');
    await userEvent.clear(english);
    await userEvent.type(english, 'Carbon front lip');
    screen.getByRole('button', { name: /Focal point/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(save);
    expect(saved).toEqual([{ altZh: '前唇', altEn: 'Carbon front lip', focalX: 0.55, focalY: 0.5 }]);
  });

  it('shows a refused alt text beside its field in Chinese and keeps what was typed', async () => {
    answerToSave = () =>
      json(400, {
        success: false,
        result: { issues: [{ path: ['altZh'], message: 'must not contain control characters' }] },
        message: 'Invalid request',
      });
    renderDetail('zh');
    const chinese = await screen.findByLabelText('替代文本（中文）');
    await userEvent.type(chinese, '碳纤维');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('不能包含控制字符')).toBeTruthy();
    expect(chinese).toHaveProperty('value', '前唇碳纤维');
    expect(document.activeElement).toBe(chinese);
  });

  it('tells any other failure as the form’s own message', async () => {
    answerToSave = () => json(503, { success: false, result: null, message: 'Database unavailable' });
    renderDetail('en');
    await userEvent.type(await screen.findByLabelText('Alt text (English)'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByLabelText('Alt text (English)')).toHaveProperty('value', 'Front splitter!');
  });
});
