import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnquirySource } from '@refit/contract/admin';
import { SourceLink } from './source-link.tsx';

afterEach(cleanup);

function renderLink(lang: 'zh' | 'en', source: EnquirySource | null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang }),
      HydrateFallback: () => null,
      Component: () => <SourceLink source={source} />,
    },
  ]);
  return render(<Stub />);
}

const about: EnquirySource = { kind: 'page', id: null, path: '/about', title: '关于我们' };

describe('the source of an enquiry in the inbox', () => {
  it('names a fixed page in the admin language, whatever language was stored', async () => {
    renderLink('en', about);
    expect((await screen.findByRole('link', { name: 'Page · About' })).getAttribute('href')).toBe('/about');
    cleanup();
    renderLink('zh', about);
    expect(await screen.findByRole('link', { name: '页面 · 关于我们' })).toBeTruthy();
  });

  it('names an item by the title stored when the enquiry arrived', async () => {
    renderLink('en', { kind: 'car', id: 1, path: '/car/1', title: '720S 宽体' });
    expect((await screen.findByRole('link', { name: 'Car · 720S 宽体' })).getAttribute('href')).toBe(
      '/car/1',
    );
  });

  it('shows a dash when no page was recorded, and no link to another site', async () => {
    renderLink('en', { kind: 'page', id: null, path: '', title: '' });
    expect(await screen.findByText('—')).toBeTruthy();
    cleanup();
    renderLink('en', { kind: 'page', id: null, path: '//evil.example/x', title: '' });
    expect(await screen.findByText('Page · //evil.example/x')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
