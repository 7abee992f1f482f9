// Video links as editors paste them, turned into addresses an <iframe> can play (SPEC section 2):
// YouTube watch, share and Shorts links become youtube.com/embed/<id>; a bilibili video page
// (www.bilibili.com/video/BV...) becomes its player.bilibili.com address; any other web address
// (already an embed address, another site) and a path on this site are used as they are. Only
// http(s) addresses and site paths are played:
// a `javascript:` or `data:` link in the content must never reach an <iframe>.

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const BILIBILI_BVID = /^BV[0-9A-Za-z]{10}$/;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
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
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host !== 'bilibili.com') return null;
  const [, first, second] = url.pathname.split('/');
  return first === 'video' && second && BILIBILI_BVID.test(second) ? second : null;
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
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube}`;
  const bvid = bilibiliBvid(url);
  if (bvid) return `https://player.bilibili.com/player.html?bvid=${bvid}`;
  return absolute;
}

/** The player address when the car has a video to show: isVideo "1" and a link (SPEC section 5). */
export function carVideoEmbed(isVideo: string, videoUrl: string): string {
  return isVideo === '1' ? toEmbedUrl(videoUrl) : '';
}

/**
 * The player address that starts playing at once: used when the visitor pressed play on the
 * poster, so one press is enough. Only the hosts we know take the parameter; other addresses are
 * left as they are.
 */
export function withAutoplay(embedUrl: string): string {
  const url = parse(embedUrl);
  if (!url) return embedUrl;
  const known =
    (url.hostname === 'www.youtube.com' && url.pathname.startsWith('/embed/')) ||
    url.hostname === 'player.bilibili.com';
  if (!known) return embedUrl;
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
