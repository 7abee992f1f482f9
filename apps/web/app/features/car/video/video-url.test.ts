import { describe, expect, it } from 'vitest';
import { carVideoSource, toEmbedUrl, toVideoSource, withAutoplay } from './video-url.ts';

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

describe('toEmbedUrl with the platforms that play in mainland China', () => {
  it('turns Tencent Video cover and page links into the Tencent player', () => {
    expect(toEmbedUrl('https://v.qq.com/x/cover/mzc00200abcdefg/k3541xyz0ab.html')).toBe(
      'https://v.qq.com/txp/iframe/player.html?vid=k3541xyz0ab',
    );
    expect(toEmbedUrl('https://v.qq.com/x/page/k3541xyz0ab.html?ptag=share')).toBe(
      'https://v.qq.com/txp/iframe/player.html?vid=k3541xyz0ab',
    );
    // A cover without an episode names no video: left as it is.
    expect(toEmbedUrl('https://v.qq.com/x/cover/mzc00200abcdefg.html')).toBe(
      'https://v.qq.com/x/cover/mzc00200abcdefg.html',
    );
    expect(toEmbedUrl('https://v.qq.com/x/page/<script>.html')).not.toContain('player.html');
  });

  it('turns a Youku page into the Youku player', () => {
    expect(toEmbedUrl('https://v.youku.com/v_show/id_XNTk2MzQ1Njc4OA==.html?spm=a2h0c')).toBe(
      'https://player.youku.com/embed/XNTk2MzQ1Njc4OA==',
    );
    expect(toEmbedUrl('https://v.youku.com/v_show/id_.html')).toBe('https://v.youku.com/v_show/id_.html');
  });

  it('refuses bilibili short links, whose target only the network knows', () => {
    expect(toEmbedUrl('https://b23.tv/a1B2c3D')).toBe('');
    expect(toVideoSource('https://b23.tv/a1B2c3D')).toBeNull();
  });
});

describe('toVideoSource', () => {
  const base = '/api/static/';

  it('plays MP4 files of this site with the browser', () => {
    expect(toVideoSource('/api/static/video/720s.mp4', base)).toEqual({
      kind: 'file',
      src: '/api/static/video/720s.mp4',
    });
    expect(toVideoSource('video/720s.MP4', base)).toEqual({
      kind: 'file',
      src: '/api/static/video/720s.MP4',
    });
    expect(toVideoSource('https://cdn.example.cn/files/720s.mp4', 'https://cdn.example.cn/files/')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.cn/files/720s.mp4',
    });
    expect(toVideoSource('/media/720s.mp4?v=2', base)).toEqual({ kind: 'file', src: '/media/720s.mp4?v=2' });
  });

  it('frames everything else, and never a path that climbs out or a foreign file', () => {
    expect(toVideoSource('https://www.bilibili.com/video/BV1Rt4y1D7kQ', base)).toEqual({
      kind: 'embed',
      src: 'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ&autoplay=1',
    });
    expect(toVideoSource('https://other.example.com/720s.mp4', base)).toEqual({
      kind: 'embed',
      src: 'https://other.example.com/720s.mp4',
    });
    expect(toVideoSource('../secret.mp4', base)).toBeNull();
    expect(toVideoSource('//evil.example/720s.mp4', base)?.kind).toBe('embed');
    expect(toVideoSource('javascript:alert(1)//.mp4', base)).toBeNull();
    expect(toVideoSource('', base)).toBeNull();
  });
});

describe('carVideoSource', () => {
  it('needs isVideo "1" and a link', () => {
    expect(carVideoSource('1', 'https://youtu.be/Rk7vQm2Lp4A')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/Rk7vQm2Lp4A?autoplay=1',
    });
    expect(carVideoSource('0', 'https://youtu.be/Rk7vQm2Lp4A')).toBeNull();
    expect(carVideoSource('1', '')).toBeNull();
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

  it('asks the Tencent Video and Youku players to start at once, each with its own parameter', () => {
    expect(withAutoplay('https://v.qq.com/txp/iframe/player.html?vid=m3401kq7a2x')).toBe(
      'https://v.qq.com/txp/iframe/player.html?vid=m3401kq7a2x&auto=1',
    );
    expect(withAutoplay('https://player.youku.com/embed/XNjQ0MjA4ODk2OA==')).toBe(
      'https://player.youku.com/embed/XNjQ0MjA4ODk2OA==?autoplay=true',
    );
    // An address that already says not to start is overruled: the visitor just pressed play.
    expect(withAutoplay('https://v.qq.com/txp/iframe/player.html?vid=m3401kq7a2x&tiny=0&auto=0')).toBe(
      'https://v.qq.com/txp/iframe/player.html?vid=m3401kq7a2x&tiny=0&auto=1',
    );
    expect(withAutoplay('https://v.qq.com/x/page/m3401kq7a2x.html')).toBe(
      'https://v.qq.com/x/page/m3401kq7a2x.html',
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
