import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/i18n/use-language.ts', () => ({ useLanguage: () => 'en' }));
const { ImagePreview } = await import('./image-preview.tsx');

const images = [{ src: '/a.svg', alt: 'Front' }, { src: '/b.svg', alt: 'Side' }, { src: '/c.svg' }];

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

function Harness({ startAt = 0, list = images }: { startAt?: number; list?: typeof images }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ImagePreview
        visible={open}
        images={list}
        initialIndex={startAt}
        title="Gallery"
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function dialog(): HTMLDialogElement {
  const element = document.querySelector('dialog');
  if (!element) throw new Error('no dialog');
  return element;
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const shownAlt = () => dialog().querySelector('img')?.getAttribute('alt');

describe('ImagePreview', () => {
  it('opens at the initial index with title, counter and thumbnails', () => {
    render(<Harness startAt={1} />);
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByText('open'));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(counter()).toBe('2 / 3');
    expect(shownAlt()).toBe('Side');
    expect(screen.getAllByRole('button', { name: /Show image \d of 3/ })).toHaveLength(3);
  });

  it('moves with the arrow keys and wraps at both ends', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(dialog(), { key: 'ArrowUp' });
    expect(counter()).toBe('2 / 3');
  });

  it('moves with the buttons and jumps by thumbnail', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('does not move with a single image', () => {
    render(<Harness list={[{ src: '/only.svg', alt: 'Only' }]} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 1');
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull();
  });

  it('uses the Chinese fallback alternative texts', () => {
    render(<Harness startAt={2} />);
    fireEvent.click(screen.getByText('open'));
    expect(shownAlt()).toBe('产品预览');
    const thumbs = screen.getAllByRole('button', { name: /Show image/ });
    expect(thumbs[2]?.querySelector('img')?.getAttribute('alt')).toBe('缩略图');
  });

  it('closes by its button, by Escape and by a click on the backdrop', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(dialog().open).toBe(false);

    fireEvent.click(screen.getByText('open'));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);

    fireEvent.click(screen.getByText('open'));
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it('does not close on a click on the picture', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(dialog().querySelector('img')!);
    expect(dialog().open).toBe(true);
  });

  it('locks page scrolling while open and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => screen.getByRole('button', { name: 'Close preview' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('starts again at initialIndex when it changes, and when reopened', () => {
    const onClose = vi.fn();
    const view = render(<ImagePreview visible images={images} initialIndex={0} onClose={onClose} />);
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    view.rerender(<ImagePreview visible images={images} initialIndex={2} onClose={onClose} />);
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    view.rerender(<ImagePreview visible={false} images={images} initialIndex={2} onClose={onClose} />);
    view.rerender(<ImagePreview visible images={images} initialIndex={2} onClose={onClose} />);
    expect(counter()).toBe('3 / 3');
  });

  it('is labelled by the preview name when it has no title', () => {
    render(<ImagePreview visible images={images} onClose={() => {}} />);
    expect(dialog().getAttribute('aria-label')).toBe('Image preview');
  });
});
