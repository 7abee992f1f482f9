import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarCard } from './car-card.tsx';

/** The test document never loads pictures: make them look "still loading" unless a test says otherwise. */
let loading = true;
beforeEach(() => {
  loading = true;
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => !loading);
});
afterEach(cleanup);

describe('CarCard', () => {
  it('shows the picture, title and description, and no tag', () => {
    render(<CarCard id={7} title="911 GT3" description="Porsche" image="/api/static/car/p.svg" tag="New" />);
    expect(screen.getByRole('heading', { level: 3, name: '911 GT3' })).toBeTruthy();
    expect(screen.getByText('Porsche')).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
    const img = document.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toBe('/api/static/car/p.svg');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('emits its id on click and on Enter', () => {
    const onItemClick = vi.fn();
    render(
      <CarCard id="12" title="Huracán" description="Lamborghini" image="/x.svg" onItemClick={onItemClick} />,
    );
    const card = screen.getByRole('button', { name: /Huracán/ });
    fireEvent.click(card);
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.keyDown(card, { key: 'a' });
    expect(onItemClick).toHaveBeenCalledTimes(2);
    expect(onItemClick).toHaveBeenCalledWith('12');
  });

  it('falls back to the car placeholder on a broken picture and reports it once', () => {
    const onImageError = vi.fn();
    render(
      <CarCard
        id={3}
        title="SF90"
        description="Ferrari"
        image={{ src: '/broken.svg', alt: 'SF90 side' }}
        onImageError={onImageError}
      />,
    );
    const img = screen.getByRole('img', { name: 'SF90 side' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/api/static/placeholder/car.svg');
    fireEvent.error(img);
    expect(onImageError).toHaveBeenCalledTimes(1);
    expect(onImageError).toHaveBeenCalledWith(3);
  });

  it('catches a picture that failed before the page came alive', async () => {
    loading = false;
    const onImageError = vi.fn();
    render(
      <CarCard id={4} title="DB12" description="Bentley" image="/gone.svg" onImageError={onImageError} />,
    );
    // Checked in idle time after hydration, not in its commit.
    await waitFor(() =>
      expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/static/placeholder/car.svg'),
    );
    expect(onImageError).toHaveBeenCalledWith(4);
  });

  it('shows the placeholder for an empty picture', () => {
    render(<CarCard id={1} title="A" description="B" image="" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/static/placeholder/car.svg');
  });

  it('is a link when given an address, and still emits its id', async () => {
    const onItemClick = vi.fn();
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <CarCard
            id={5}
            title="Urus"
            description="Lamborghini"
            image="/u.svg"
            href="/car/5"
            onItemClick={onItemClick}
          />
        ),
      },
      { path: '/car/:id', Component: () => <p>car page</p> },
    ]);
    render(<Stub initialEntries={['/']} />);
    const link = await screen.findByRole('link', { name: /Urus/ });
    expect(link.getAttribute('href')).toBe('/car/5');
    fireEvent.click(link);
    expect(onItemClick).toHaveBeenCalledWith(5);
    expect(await screen.findByText('car page')).toBeTruthy();
  });
});
