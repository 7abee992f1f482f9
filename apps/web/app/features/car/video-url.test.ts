import { describe, expect, it } from 'vitest';
import { carVideoEmbed, toEmbedUrl, withAutoplay } from './video-url.ts';

describe('toEmbedUrl', () => {
  it('turns YouTube watch, short and Shorts links into embed links', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
    expect(toEmbedUrl('https://youtube.com/watch?v=Rk7vQm2Lp4A&t=42s')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
    expect(toEmbedUrl('https://m.youtube.com/watch?v=Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
    expect(toEmbedUrl('https://youtu.be/Rk7vQm2Lp4A?si=abc')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
    expect(toEmbedUrl('https://www.youtube.com/shorts/Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
  });

  it('turns a bilibili video page into its player address', () => {
    expect(toEmbedUrl('https://www.bilibili.com/video/BV1Rt4y1D7kQ')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ',
    );
    expect(toEmbedUrl('https://www.bilibili.com/video/BV1Rt4y1D7kQ/?spm_id_from=333')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ',
    );
    expect(toEmbedUrl('https://m.bilibili.com/video/BV1Rt4y1D7kQ')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ',
    );
  });

  it('keeps embed links and other sites as they are', () => {
    const player = 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD';
    expect(toEmbedUrl(player)).toBe(player);
    expect(toEmbedUrl('https://www.youtube.com/embed/Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
    expect(toEmbedUrl('https://v.qq.com/txp/iframe/player.html?vid=x1')).toBe(
      'https://v.qq.com/txp/iframe/player.html?vid=x1',
    );
    expect(toEmbedUrl('https://www.youtube.com/channel/UC123')).toBe('https://www.youtube.com/channel/UC123');
    expect(toEmbedUrl('https://www.bilibili.com/video/av170001')).toBe(
      'https://www.bilibili.com/video/av170001',
    );
  });

  it('accepts protocol-relative links', () => {
    expect(toEmbedUrl('//player.bilibili.com/player.html?bvid=BV1xx411c7mD')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD',
    );
  });

  it('gives nothing for empty, unparsable or non-web links', () => {
    expect(toEmbedUrl('')).toBe('');
    expect(toEmbedUrl('   ')).toBe('');
    expect(toEmbedUrl('not a url')).toBe('');
    expect(toEmbedUrl('javascript:alert(1)')).toBe('');
    expect(toEmbedUrl('data:text/html,<script>alert(1)</script>')).toBe('');
  });
});

describe('carVideoEmbed', () => {
  it('needs isVideo "1" and a link', () => {
    expect(carVideoEmbed('1', 'https://youtu.be/Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A',
    );
    expect(carVideoEmbed('0', 'https://youtu.be/Rk7vQm2Lp4A')).toBe('');
    expect(carVideoEmbed('1', '')).toBe('');
  });
});

describe('toEmbedUrl with paths on this site', () => {
  it('uses a site path as it is, but not a protocol-relative or script address', () => {
    expect(toEmbedUrl('/api/static/video/720s.mp4')).toBe('/api/static/video/720s.mp4');
    expect(toEmbedUrl('//player.example.com/x')).toBe('https://player.example.com/x');
    expect(toEmbedUrl('/\\evil.example/x')).toBe('');
    expect(toEmbedUrl('javascript:alert(1)')).toBe('');
    expect(toEmbedUrl('video/720s.mp4')).toBe('');
  });
});

describe('withAutoplay', () => {
  it('asks the YouTube and bilibili players to start at once', () => {
    expect(withAutoplay('https://www.youtube.com/embed/Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/embed/Rk7vQm2Lp4A?autoplay=1',
    );
    expect(withAutoplay('https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ')).toBe(
      'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ&autoplay=1',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(withAutoplay('https://video.example.com/720s.mp4')).toBe('https://video.example.com/720s.mp4');
    expect(withAutoplay('https://www.youtube.com/watch?v=Rk7vQm2Lp4A')).toBe(
      'https://www.youtube.com/watch?v=Rk7vQm2Lp4A',
    );
    expect(withAutoplay('not a url')).toBe('not a url');
  });
});
