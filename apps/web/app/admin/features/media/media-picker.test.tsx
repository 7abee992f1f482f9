import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaPicker } from './media-picker.tsx';
import type { PickedFile } from './media-picker.tsx';
import { photo } from './media-test-photo.ts';

const wing = {
  ...photo,
  id: 8,
  url: '/media/8/rear-wing.jpg',
  name: 'Rear wing.jpg',
  altZh: '尾翼',
  altEn: '',
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
          result: { records: [photo, wing], total: 2, pages: 1, current: 1 },
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

function renderPicker(onPick: (files: PickedFile[]) => void, onClose = () => {}, multiple = false) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'en' }),
      HydrateFallback: () => null,
      Component: () => (
        <MediaPicker open accept={['image']} multiple={multiple} onPick={onPick} onClose={onClose} />
      ),
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
    expect(onPick).toHaveBeenCalledWith([
      { url: '/media/7/front-splitter.jpg', altZh: '前唇', altEn: 'Front splitter' },
    ]);
  });

  it('hands over several files in the order chosen; choosing one again leaves it out', async () => {
    const onPick = vi.fn();
    renderPicker(onPick, () => {}, true);
    const front = await screen.findByRole('button', { name: /Front splitter\.jpg/ });
    const rear = screen.getByRole('button', { name: /Rear wing\.jpg/ });
    await userEvent.click(rear);
    await userEvent.click(front);
    expect(rear.getAttribute('aria-pressed')).toBe('true');
    expect(front.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Use 2 files' }));
    expect(onPick).toHaveBeenLastCalledWith([
      { url: '/media/8/rear-wing.jpg', altZh: '尾翼', altEn: '' },
      { url: '/media/7/front-splitter.jpg', altZh: '前唇', altEn: 'Front splitter' },
    ]);
    await userEvent.click(rear);
    expect(rear.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Use 1 file' }));
    expect(onPick).toHaveBeenLastCalledWith([
      { url: '/media/7/front-splitter.jpg', altZh: '前唇', altEn: 'Front splitter' },
    ]);
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
