// Video links as editors paste them, turned into something the car page can play (SPEC section 2).
// Visitors in mainland China cannot reach YouTube, so the Chinese platforms matter most:
// - a bilibili video page (www.bilibili.com/video/BV...) becomes its player.bilibili.com address;
// - a Tencent Video page (v.qq.com/x/cover/<cover>/<vid>.html or v.qq.com/x/page/<vid>.html)
//   becomes v.qq.com/txp/iframe/player.html?vid=<vid>;
// - a Youku page (v.youku.com/v_show/id_<id>.html) becomes player.youku.com/embed/<id>;
// - YouTube watch, share and Shorts links become youtube.com/embed/<id>;
// - an MP4 file on this site or under IMAGE_BASE_URL is played by the browser's own <video>.
// b23.tv short links only say where they lead when asked over the network, so they are refused
// rather than framed (the frame would show bilibili's refusal to be framed). Any other web address
// (already an embed address, another site) and a path on this site are used as they are. Only
// http(s) addresses and site paths are played: a `javascript:` or `data:` link in the content
// must never reach an <iframe>.
import { imageUrl } from '../../../lib/api/image-url.ts';
import { config } from '../../../lib/config.ts';

export type VideoSource =
  /**
   * A video site's player, framed in an <iframe> once the visitor presses play: its address already
   * tells the player to start (worked out here, on the server, so no page ships the URL rules).
   */
  | { kind: 'embed'; src: string }
  /** A video file the browser plays itself. */
  | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const BILIBILI_BVID = /^BV[0-9A-Za-z]{10}$/;
const TENCENT_VID = /^[0-9A-Za-z]{6,20}$/;
const YOUKU_ID = /^[0-9A-Za-z=]{6,40}$/;
const MP4_PATH = /\.mp4$/i;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The host without the www. or m. a share link may carry. */
function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
}

function youtubeId(url: URL): string | null {
  const host = bareHost(url);
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'shorts' || first === 'live' || first === 'embed') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function bilibiliBvid(url: URL): string | null {
  if (bareHost(url) !== 'bilibili.com') return null;
  const [, first, second] = url.pathname.split('/');
  return first === 'video' && second && BILIBILI_BVID.test(second) ? second : null;
}

/** The video id of a Tencent Video page: the last path segment before .html. */
function tencentVid(url: URL): string | null {
  if (url.hostname.toLowerCase() !== 'v.qq.com') return null;
  const parts = url.pathname.split('/');
  // ['', 'x', 'cover', '<cover>', '<vid>.html'] or ['', 'x', 'page', '<vid>.html']
  const isCover = parts[1] === 'x' && parts[2] === 'cover' && parts.length === 5;
  const isPage = parts[1] === 'x' && parts[2] === 'page' && parts.length === 4;
  if (!isCover && !isPage) return null;
  const vid = /^(.+)\.html$/.exec(parts.at(-1) ?? '')?.[1];
  return vid && TENCENT_VID.test(vid) ? vid : null;
}

function youkuId(url: URL): string | null {
  if (url.hostname.toLowerCase() !== 'v.youku.com') return null;
  const match = /^\/v_show\/id_([^/]+)\.html$/.exec(url.pathname);
  return match?.[1] && YOUKU_ID.test(match[1]) ? match[1] : null;
}

/** A bilibili short link: its target is only known by following it over the network. */
function isBilibiliShortLink(url: URL): boolean {
  return url.hostname.toLowerCase() === 'b23.tv';
}

/** The embeddable address of a video link ('' for an empty or unplayable one). */
export function toEmbedUrl(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '') return '';
  // A path on this site (a self-hosted player or file) is used as it is.
  // Browsers read `//host` and `/\\host` as another site, so those go through the URL checks below.
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  const url = parse(absolute);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return '';
  if (isBilibiliShortLink(url)) return '';
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube}`;
  const bvid = bilibiliBvid(url);
  if (bvid) return `https://player.bilibili.com/player.html?bvid=${bvid}`;
  const vid = tencentVid(url);
  if (vid) return `https://v.qq.com/txp/iframe/player.html?vid=${vid}`;
  const youku = youkuId(url);
  if (youku) return `https://player.youku.com/embed/${youku}`;
  return absolute;
}

/**
 * The address of an MP4 file this site serves: a site path, a path relative to the image base,
 * or a full address under it. Files elsewhere are not ours to hotlink.
 */
function siteVideoFile(link: string, imageBase: string): string | null {
  const withoutQuery = link.split(/[?#]/)[0] ?? '';
  if (!MP4_PATH.test(withoutQuery)) return null;
  if (/^\/(?![/\\])/.test(link)) return link;
  if (/^[\w-][\w\-./]*$/.test(link) && !link.includes('..')) return imageUrl(link, imageBase);
  const root = imageBase.endsWith('/') ? imageBase : `${imageBase}/`;
  const url = parse(link);
  if (url && /^https?:$/.test(url.protocol) && /^https?:\/\//i.test(root) && link.startsWith(root)) {
    return link;
  }
  return null;
}

/** What plays a video link: the browser's <video> for our MP4 files, else a player frame. */
export function toVideoSource(link: string, imageBase: string = config.imageBaseUrl): VideoSource | null {
  const trimmed = link.trim();
  const file = siteVideoFile(trimmed, imageBase);
  if (file) return { kind: 'file', src: file };
  const embed = toEmbedUrl(trimmed);
  return embed ? { kind: 'embed', src: withAutoplay(embed) } : null;
}

/** The car's video when it has one to show: isVideo "1" and a link (SPEC section 5). */
export function carVideoSource(
  isVideo: string,
  videoUrl: string,
  imageBase: string = config.imageBaseUrl,
): VideoSource | null {
  return isVideo === '1' ? toVideoSource(videoUrl, imageBase) : null;
}

/**
 * Each known player's own way of being told to start at once. Tencent Video's iframe player
 * reads `auto` (its share code writes `auto=0`), Youku's embed player `autoplay=true`, YouTube's
 * and bilibili's `autoplay=1`.
 */
function autoplayParameter(url: URL): [name: string, value: string] | null {
  const host = url.hostname.toLowerCase();
  if (host === 'www.youtube.com' && url.pathname.startsWith('/embed/')) return ['autoplay', '1'];
  if (host === 'player.bilibili.com') return ['autoplay', '1'];
  if (host === 'v.qq.com' && url.pathname === '/txp/iframe/player.html') return ['auto', '1'];
  if (host === 'player.youku.com' && url.pathname.startsWith('/embed/')) return ['autoplay', 'true'];
  return null;
}

/**
 * The player address that starts playing at once: used when the visitor pressed play on the
 * poster, so one press is enough (the frame is allowed to autoplay). Only the players we know
 * take a parameter; other addresses are left as they are.
 */
export function withAutoplay(embedUrl: string): string {
  const url = parse(embedUrl);
  if (!url) return embedUrl;
  const parameter = autoplayParameter(url);
  if (!parameter) return embedUrl;
  url.searchParams.set(...parameter);
  return url.toString();
}
