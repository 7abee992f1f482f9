// Where a file a source record names can be downloaded, or null when it is not the source's to
// give (another site's address, a data: URI): such addresses are kept as they are. Fields follow
// SPEC section 7's rule (an address relative to the image base; `/media/…` from the site's root, as
// the web app reads it); rich text's addresses are the browser's, from the site's root.
import type { AddressPlace } from './file-addresses.ts';

export interface SourceBases {
  apiBase: URL;
  imageBase: URL;
}

export function downloadUrl(address: string, place: AddressPlace, bases: SourceBases): URL | null {
  const trimmed = address.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//'))
      url = new URL(trimmed, bases.apiBase);
    else if (place === 'rich' || trimmed.startsWith('/media/')) url = new URL(trimmed, bases.apiBase.origin);
    else url = new URL(trimmed.replace(/^\/+/, ''), bases.imageBase);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === bases.apiBase.origin || url.origin === bases.imageBase.origin ? url : null;
}

const KIND_OF_EXTENSION: Record<string, string> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'svg',
  pdf: 'pdf',
  mp4: 'video',
};

/** The media kind a file's name claims, or null when its name claims none the library knows. */
export function claimedKind(url: URL): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return extension ? (KIND_OF_EXTENSION[extension] ?? null) : null;
}
