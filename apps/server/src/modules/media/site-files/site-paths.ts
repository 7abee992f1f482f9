// The site's own content files a piece of content names. Content holds them in three forms: a
// path relative to the static folder in an image field (`car/mclaren-1.jpg`, as SPEC section 7
// resolves it against the image base), the same path inside a JSON list (`[{"fileUrl": …}]`), and
// a full `/api/static/…` address in rich text. Only pictures count: the library's site files are
// what an editor picks for an image.
import { STATIC_PREFIX } from '@refit/contract/image-variants';

const PICTURE = /\.(jpe?g|png|webp|avif|svg)$/i;
/** A path's parts: letters, digits and the punctuation file names use; never `.` or `..`. */
const PART = /^(?!\.)[\w\-.~@+]+$/;
const IN_TEXT = new RegExp(`${STATIC_PREFIX.replaceAll('/', '\\/')}([^\\s"'<>()?#\\\\]+)`, 'g');
/** Addresses that are not the static folder's: another site, a scheme, the library's uploads. */
const ELSEWHERE = /^([a-z][a-z\d+.-]*:|\/\/|\/?media\/|\/?api\/)/i;

/** The static-folder path a content value names, or null when it names no site picture. */
export function sitePathOf(value: string): string | null {
  let path = value.trim().split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith(STATIC_PREFIX)) path = path.slice(STATIC_PREFIX.length);
  else if (ELSEWHERE.test(path)) return null;
  // SPEC section 7: a leading slash is removed before the path is put after the image base.
  else if (path.startsWith('/')) path = path.slice(1);
  if (!PICTURE.test(path)) return null;
  return path.split('/').every((part) => PART.test(part)) ? path : null;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}

/** Every site picture a stored value names: a path, a JSON document of them, or rich text. */
export function sitePathsIn(text: string): string[] {
  const found = new Set<string>();
  const add = (candidate: string) => {
    const path = sitePathOf(candidate);
    if (path) found.add(path);
  };
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const strings: string[] = [];
      collectStrings(JSON.parse(trimmed), strings);
      for (const value of strings) for (const path of sitePathsIn(value)) found.add(path);
    } catch {
      // Not JSON after all: read as text below.
    }
  }
  add(trimmed);
  for (const match of trimmed.matchAll(IN_TEXT)) add(`${STATIC_PREFIX}${match[1]}`);
  return [...found];
}
