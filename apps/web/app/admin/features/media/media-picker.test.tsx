import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaPicker } from './media-picker.tsx';

const photo = {
  id: 7,
  url: '/media/7/front-splitter.jpg',
  kind: 'image',
  mime: 'image/jpeg',
  name: 'Front splitter.jpg',
  bytes: 120_000,
  width: 1200,
  height: 800,
  altZh: '',
  altEn: '',
  focalX: 0.5,
  focalY: 0.5,
  variants: [{ format: 'webp', width: 320, url: '/media/7/w/320.webp' }],
  variantsReady: 12,
  variantsTotal: 12,
  createdAt: '2026-11-24T10:00:00.000Z',
  createdByName: 'Editor',
};

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(
        JSON.stringify({
          success: true,
          result: { records: [photo], total: 1, pages: 1, current: 1 },
          message: '',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  // happy-dom's <dialog> opens with the attribute; showModal's focus trap is the browser's.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPicker(onPick: (url: string) => void, onClose = () => {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'en' }),
      HydrateFallback: () => null,
      Component: () => <MediaPicker open accept={['image']} onPick={onPick} onClose={onClose} />,
    },
  ]);
  return render(<Stub />);
}

describe('MediaPicker', () => {
  it('lists the accepted kind and hands the chosen file’s address to onPick', async () => {
    const onPick = vi.fn();
    renderPicker(onPick);
    const tile = await screen.findByRole('button', { name: /Front splitter\.jpg/ });
    expect(requests[0]).toContain('kind=image');
    const use = screen.getByRole('button', { name: 'Use this file' });
    expect(use).toHaveProperty('disabled', true);
    await userEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(use);
    expect(onPick).toHaveBeenCalledWith('/media/7/front-splitter.jpg');
  });

  it('searches as the user types and closes on cancel', async () => {
    const onClose = vi.fn();
    renderPicker(vi.fn(), onClose);
    await screen.findByRole('button', { name: /Front splitter\.jpg/ });
    await userEvent.type(screen.getByLabelText('Search names and alt texts'), 'carbon');
    await waitFor(() => expect(requests.at(-1)).toContain('q=carbon'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
