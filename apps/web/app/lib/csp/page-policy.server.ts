// The Content-Security-Policy of every HTML page (decision 0017). Scripts run only with the
// response's nonce, and whatever such a script adds itself ('strict-dynamic': route chunks, the
// common_js snippet's own scripts); everything else is listed by origin. A page rendered to be
// shared (the server's page cache, decision 0020) carries no nonce: its inline scripts and styles
// are allowed by their hashes instead, so the same bytes are right for every response.
import { createHash } from 'node:crypto';
import { config } from '../config.ts';

/** Video players the car page may embed (car/video-url.ts makes their addresses). */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.bilibili.com',
  'https://v.qq.com',
  'https://player.youku.com',
];

/**
 * Stylesheets that two libraries put into <head> by themselves, without a nonce, allowed by their
 * hashes: the toast library (sonner) and the captcha widget (altcha). Sonner appends its <style>
 * empty and fills it next, and browsers check both states, so the empty one is allowed too (an
 * empty stylesheet styles nothing). A unit test recomputes each hash from the installed package:
 * an upgrade that changes a stylesheet fails there rather than in a visitor's browser.
 */
export const LIBRARY_STYLE_HASHES = {
  toast: "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
  empty: "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  captcha: "'sha256-ZgqGuQlekW98cv0XQjYUGCLTvc3q5MkU+2SkqlFGoTM='",
} as const;

export interface PolicySettings {
  /** Where images live when they are not on this site (IMAGE_BASE_URL). */
  imageBaseUrl: string;
  /** Where the browser calls the API when it is not this site (API_BASE_URL). */
  apiBaseUrl: string;
}

/** The origin of an absolute http(s) address; nothing for a path on this site. */
function foreignOrigin(address: string): string[] {
  if (!/^https?:\/\//i.test(address)) return [];
  try {
    return [new URL(address).origin];
  } catch {
    return [];
  }
}

/** A 128-bit random nonce, new for each response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The sources inline scripts and styles are allowed by: a nonce, or the hashes of each one. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The policy of a page whose scripts carry `nonce`. */
export function pagePolicy(nonce: string, settings: PolicySettings = config): string {
  const source = `'nonce-${nonce}'`;
  return policyFor({ scripts: [source], styles: [source] }, settings);
}

/**
 * The policy of a page rendered without a nonce: `inline` lists the hashes of its inline
 * scripts and styles (see inlineHashes) and of those its own code adds (the common_js snippet).
 */
export function sharedPagePolicy(inline: InlineSources, settings: PolicySettings = config): string {
  return policyFor(inline, settings);
}

/** A CSP hash source of a script's or style's text, exactly as the browser will hash it. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the inline <script> and <style> elements of a page rendered by React. React
 * escapes what it puts in them, so none holds its own end tag and the first one closes each.
 */
export function inlineHashes(html: string): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
  )) {
    const isScript = tag.toLowerCase() === 'script';
    if (isScript && /\ssrc\s*=/i.test(attributes)) continue;
    (isScript ? scripts : styles).add(hashSource(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function policyFor(inline: InlineSources, { imageBaseUrl, apiBaseUrl }: PolicySettings): string {
  const images = foreignOrigin(imageBaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No host list and no 'unsafe-inline': browsers that know 'strict-dynamic' ignore both anyway.
    ['script-src', ...inline.scripts, "'strict-dynamic'"],
    ['style-src', "'self'"],
    ['style-src-elem', "'self'", ...inline.styles, ...Object.values(LIBRARY_STYLE_HASHES)],
    // React renders `style` attributes (positions, custom properties); they cannot carry a nonce.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...images],
    ['media-src', "'self'", ...images],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...foreignOrigin(apiBaseUrl)],
    ['frame-src', "'self'", ...VIDEO_PLAYER_ORIGINS],
    // The captcha solves its puzzle in a worker made from a blob (a data: address where blobs fail
    // is refused: the blob works wherever workers do).
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
