// Addresses the share dialog builds for a page: the QR picture of the page's own address (drawn by
// this site, routes/share-qr.tsx) and Weibo's share form. Nothing here is fetched before a visitor
// opens the dialog or follows the link.

/** Where the QR picture of a page is drawn. */
export const SHARE_QR_PATH = '/share/qr.svg';

/** Longest page address (path and query) the QR picture encodes: 41 modules stay scannable. */
export const SHARE_PATH_MAX = 300;

/**
 * The page address a QR request names, when it is one of this site's: a path from the root, never
 * `//host` or `/\host` (which a browser reads as another site), no control characters, short.
 */
export function sitePathOf(raw: string | null): string | undefined {
  if (raw === null || raw.length === 0 || raw.length > SHARE_PATH_MAX) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\#]/.test(raw)) return undefined;
  const parsed = URL.parse(raw, 'http://site.invalid');
  if (!parsed || parsed.host !== 'site.invalid') return undefined;
  return raw;
}

/** The QR picture of a page, by its path and query on this site. */
export function qrPictureUrl(path: string): string {
  return `${SHARE_QR_PATH}?${new URLSearchParams({ path }).toString()}`;
}

/** Weibo's share form, filled with the page's address and title; opened only by a visitor's click. */
export function weiboShareUrl(url: string, title: string): string {
  const query = new URLSearchParams({ url, title });
  return `https://service.weibo.com/share/share.php?${query.toString()}`;
}
