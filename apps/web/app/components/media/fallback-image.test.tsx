import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';
import { useImageSources } from '../ui/use-image-sources.ts';

afterEach(cleanup);

const shownSrc = () => document.querySelector('img')?.getAttribute('src') ?? null;

describe('FallbackImage', () => {
  it('tries each source in turn and keeps the last, telling once when all failed', () => {
    const onExhausted = vi.fn();
    render(<FallbackImage sources={['/a.jpeg', '/a.jpg', '/d.svg']} onExhausted={onExhausted} />);
    expect(shownSrc()).toBe('/a.jpeg');
    fireEvent.error(document.querySelector('img')!);
    expect(shownSrc()).toBe('/a.jpg');
    fireEvent.error(document.querySelector('img')!);
    expect(shownSrc()).toBe('/d.svg');
    expect(onExhausted).not.toHaveBeenCalled();
    fireEvent.error(document.querySelector('img')!);
    fireEvent.error(document.querySelector('img')!);
    expect(shownSrc()).toBe('/d.svg');
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('skips empty sources and shows nothing without any', () => {
    const { rerender } = render(<FallbackImage sources={['', '/d.svg']} />);
    expect(shownSrc()).toBe('/d.svg');
    rerender(<FallbackImage sources={['']} />);
    expect(shownSrc()).toBeNull();
  });

  it('starts again from the first source of a new list', () => {
    const { rerender } = render(<FallbackImage sources={['/a.svg', '/d.svg']} />);
    fireEvent.error(document.querySelector('img')!);
    expect(shownSrc()).toBe('/d.svg');
    rerender(<FallbackImage sources={['/b.svg', '/d.svg']} />);
    expect(shownSrc()).toBe('/b.svg');
  });
});

function Probe({ sources, onFallback }: { sources: string[]; onFallback?: () => void }) {
  const { src, failed, exhausted, onError } = useImageSources(sources, { onFallback });
  return (
    <button type="button" onClick={onError} data-failed={failed} data-exhausted={exhausted}>
      {src}
    </button>
  );
}

describe('useImageSources', () => {
  it('says when the first source is not the one showing, and tells when it first fails', () => {
    const onFallback = vi.fn();
    const { getByRole } = render(
      <Probe sources={['/car.jpg', '/placeholder.svg']} onFallback={onFallback} />,
    );
    const button = getByRole('button');
    expect(button.dataset).toMatchObject({ failed: 'false', exhausted: 'false' });
    act(() => button.click());
    expect(button.textContent).toBe('/placeholder.svg');
    expect(button.dataset).toMatchObject({ failed: 'true', exhausted: 'false' });
    act(() => button.click());
    expect(button.dataset.exhausted).toBe('true');
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('counts an empty first source as failed without telling', () => {
    const onFallback = vi.fn();
    const { getByRole } = render(<Probe sources={['', '/placeholder.svg']} onFallback={onFallback} />);
    expect(getByRole('button').textContent).toBe('/placeholder.svg');
    expect(getByRole('button').dataset.failed).toBe('true');
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('with one source, fails when it fails', () => {
    const { getByRole } = render(<Probe sources={['/emblem.svg']} />);
    act(() => getByRole('button').click());
    expect(getByRole('button').dataset).toMatchObject({ failed: 'true', exhausted: 'true' });
  });
});
