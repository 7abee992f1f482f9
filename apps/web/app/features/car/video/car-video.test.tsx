import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getMessages } from '../../../lib/i18n/messages.ts';
import { CarVideo } from './car-video.tsx';
import type { VideoSource } from './video-url.ts';

const text = getMessages('en').car.video;

function renderVideo(video: VideoSource | null) {
  return render(
    <CarVideo
      video={video}
      carName="McLaren 720S"
      poster="/api/static/cars/720s.webp"
      posterWidth={1600}
      posterHeight={900}
      text={text}
    />,
  );
}

afterEach(cleanup);

describe('CarVideo', () => {
  it('shows the poster until play, then the browser plays a site MP4 with its own controls', async () => {
    const { container } = renderVideo({ kind: 'file', src: '/api/static/video/720s.mp4' });
    expect(container.querySelector('video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the McLaren 720S video' }));
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.getAttribute('src')).toBe('/api/static/video/720s.mp4');
    expect(video?.getAttribute('poster')).toBe('/api/static/cars/720s.webp');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('Video of the McLaren 720S');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('frames a video platform player after play', async () => {
    const { container } = renderVideo({
      kind: 'embed',
      src: 'https://player.bilibili.com/player.html?bvid=BV1Kq4y1M7vR&autoplay=1',
    });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the McLaren 720S video' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1Kq4y1M7vR&autoplay=1',
    );
  });

  it('shows nothing without a video', () => {
    const { container } = renderVideo(null);
    expect(container.innerHTML).toBe('');
  });
});
