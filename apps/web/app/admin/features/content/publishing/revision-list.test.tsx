// An item's history names an imported version by where it came from and when, in the admin's
// language, beside the versions the team saved.
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RevisionList } from './revision-list.tsx';

const records = [
  { version: 2, action: 'save', actorName: '王编辑', createdAt: '2026-11-29T06:00:00.000Z', origin: null },
  {
    version: 1,
    action: 'import',
    actorName: null,
    createdAt: '2026-11-28T02:00:00.000Z',
    origin: 'https://cms.example.com/api',
  },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, result: { records }, message: 'ok' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(lang: 'zh' | 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => (
        <RevisionList
          type="cars"
          id={3}
          version={2}
          refreshKey="2"
          dirty={false}
          busy={false}
          onRestore={async () => {}}
        />
      ),
    },
  ]);
  return render(<Stub />);
}

describe('RevisionList', () => {
  it('says where and when an imported version came from, in Chinese', async () => {
    renderIn('zh');
    expect(await screen.findByText(/从 https:\/\/cms\.example\.com\/api 导入/)).toHaveProperty(
      'textContent',
      expect.stringMatching(/^v1 · 于 .*2026.* 从 https:\/\/cms\.example\.com\/api 导入$/),
    );
    expect(screen.getByText(/王编辑/)).toBeTruthy();
  });

  it('and in English', async () => {
    renderIn('en');
    expect(await screen.findByText(/imported from/)).toHaveProperty(
      'textContent',
      expect.stringMatching(/^v1 · imported from https:\/\/cms\.example\.com\/api on .*2026/),
    );
  });
});
