import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShowcaseLayout } from './showcase-layout.ts';

const language = vi.hoisted(() => ({ current: 'zh' as 'zh' | 'en' }));
vi.mock('../../../lib/i18n/use-language.ts', () => ({ useLanguage: () => language.current }));
const { ImageShowcase } = await import('./image-showcase.tsx');

const images = [
  { src: '/one.svg', alt: 'One' },
  { src: '/two.svg', alt: 'Two' },
  { src: '/three.svg', alt: 'Three', gallery: true },
];

afterEach(() => {
  cleanup();
  language.current = 'zh';
});

describe('ImageShowcase', () => {
  it('has a localised default title', () => {
    render(<ImageShowcase images={images} layout="row" />);
    expect(screen.getByRole('heading', { name: '展示区' })).toBeTruthy();
    cleanup();
    language.current = 'en';
    render(<ImageShowcase images={images} layout="grid" />);
    expect(screen.getByRole('heading', { name: 'Showcase' })).toBeTruthy();
    expect(document.querySelector('[data-layout="grid"]')).toBeTruthy();
  });

  it('loads the preview when it is first opened, at the clicked image', async () => {
    render(<ImageShowcase title="Builds" images={images} layout="row" />);
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Two/ }));
    await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('hands a gallery item to onImageClick and opens no preview', () => {
    const onImageClick = vi.fn();
    render(<ImageShowcase images={images} layout="row" onImageClick={onImageClick} />);
    fireEvent.click(screen.getByRole('button', { name: /Three/ }));
    expect(onImageClick).toHaveBeenCalledWith(images[2]);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('refuses any other layout: renders nothing and logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(<ImageShowcase images={images} layout={'masonry' as ShowcaseLayout} />);
    expect(view.container.innerHTML).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('layout must be "row" or "grid"'));
  });
});
