// The page's module preloads at low fetch priority. React Router names every module that
// hydration needs as <link rel="modulepreload">, which Chromium fetches at high priority, beside the
// stylesheets and the hero image: on a slow phone link ~120 KB of JavaScript then competes with
// what the first paint needs, and its evaluation can hold that paint back. The page is whole in its
// HTML, so the scripts can come after: at low priority the browser still fetches them all at once
// (no import waterfall) but after the render-blocking styles and the LCP image (decision 0032).
// React Router's <Scripts> takes no attribute for its preload links, hence this rewrite of the
// rendered HTML.
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** The HTML with every module preload at low fetch priority. */
export function lowerModulePreloads(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRELOAD);
}

/** Length of the longest end of `text` that could be the start of a preload tag cut by a chunk. */
function cutTagLength(text: string): number {
  const from = Math.max(0, text.length - PRELOAD.length + 1);
  for (let start = text.indexOf('<', from); start !== -1; start = text.indexOf('<', start + 1)) {
    if (PRELOAD.startsWith(text.slice(start))) return text.length - start;
  }
  return 0;
}

/** The same rewrite on a streamed page, whose chunks may cut a tag anywhere. */
export function lowerModulePreloadsStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = (text: string, final: boolean): string => {
    const whole = held + text;
    const keep = final ? 0 : cutTagLength(whole);
    held = whole.slice(whole.length - keep);
    return lowerModulePreloads(whole.slice(0, whole.length - keep));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const out = rewrite(decoder.write(chunk), false);
      callback(null, out === '' ? undefined : Buffer.from(out, 'utf8'));
    },
    flush(callback: TransformCallback) {
      const out = rewrite(decoder.end(), true);
      callback(null, out === '' ? undefined : Buffer.from(out, 'utf8'));
    },
  });
}
