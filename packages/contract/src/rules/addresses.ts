// What makes an address safe to store in content, free of zod so that the admin can judge a typed
// address as the server will (the server's field rules, admin/content/fields.ts, are made of these).

/**
 * C0 and C1 control characters and DEL. Browsers drop some of them from an address before reading
 * its scheme (a leading one, a tab or newline anywhere), so `\u0001javascript:` would be checked as a
 * path and followed as a script; no honest link or file address holds one.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** What a browser may drop from an address before it reads the scheme: blanks and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are among what is dropped
const DROPPED_BY_BROWSERS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/** Schemes that run or embed what follows them instead of loading a page. */
const ACTIVE_SCHEME = /^(?:javascript|vbscript|data):/i;

/**
 * Whether an address, read as a browser reads it (blanks and control characters dropped), starts
 * with a scripting or data scheme. The allow-lists below refuse these already; this is judged on
 * the address as followed, so that no character they do not look at can hide the scheme.
 */
export function hasActiveScheme(value: string): boolean {
  return ACTIVE_SCHEME.test(value.replace(DROPPED_BY_BROWSERS, ''));
}

/** No scheme (a relative or site path) and not protocol-relative, or http(s). */
const SAFE_ADDRESS = /^(?:(?![a-z][a-z0-9+.-]*:)(?![\\/][\\/])\S+|https?:\/\/\S+)$/i;

/** A site path (`/media/12/a.jpg`, or `logo/logo.svg` under the static files) or an http(s) URL. */
export const isSafeAddress = (value: string): boolean => SAFE_ADDRESS.test(value) && !hasActiveScheme(value);

/** An address of another site: http(s) with something after the scheme. */
export const isHttpAddress = (value: string): boolean => /^https?:\/\/\S+$/i.test(value);

/** A mail or phone link. */
export const isMailOrPhone = (value: string): boolean => /^(mailto|tel):\S+$/i.test(value);
