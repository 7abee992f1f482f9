import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';
import { FocalPointsProvider } from '../ui/focal-points.tsx';
import { NoticeImage } from './notice-image.tsx';

afterEach(cleanup);

const points = { 12: '30% 80%' };

describe('focal points of media pictures', () => {
  it('crops a media photo around its focal point, in every picture component', () => {
    // The server's HTML of NoticeImage (the browser here loads no picture, so it would show its notice).
    const { container } = render(
      <FocalPointsProvider value={points}>
        <ResponsiveImage src="/media/12/front.jpg" sizes="100vw" alt="" />
        <ResponsiveImage src="/media/12/front.jpg" sizes="100vw" alt="" plain />
      </FocalPointsProvider>,
    );
    const positions = [...container.querySelectorAll('img')].map((img) => img.style.objectPosition);
    expect(positions).toEqual(['30% 80%', '30% 80%']);
    const Page = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <FocalPointsProvider value={points}>
            <NoticeImage src="/media/12/front.jpg" alt="notice" width={1600} height={900} sizes="100vw" />
          </FocalPointsProvider>
        ),
      },
    ]);
    expect(renderToString(<Page />)).toContain('object-position:30% 80%');
  });

  it('leaves centred media, other images and pages without focal points to their CSS', () => {
    const { container } = render(
      <>
        <FocalPointsProvider value={points}>
          <ResponsiveImage src="/media/13/other.jpg" sizes="100vw" alt="" />
          <ResponsiveImage src="/api/static/car/12/front.jpg" sizes="100vw" alt="" />
        </FocalPointsProvider>
        <ResponsiveImage src="/media/12/front.jpg" sizes="100vw" alt="" />
      </>,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('style'))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('lets a position given by the caller win', () => {
    const { container } = render(
      <FocalPointsProvider value={points}>
        <ResponsiveImage
          src="/media/12/front.jpg"
          sizes="100vw"
          alt=""
          style={{ objectPosition: 'left top', opacity: 0.5 }}
        />
      </FocalPointsProvider>,
    );
    const img = container.querySelector('img')!;
    expect(img.style.objectPosition).toBe('left top');
    expect(img.style.opacity).toBe('0.5');
  });
});
