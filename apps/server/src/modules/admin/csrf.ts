// The admin's CSRF check, on top of the SameSite=Lax cookie: a state-changing request must say it
// comes from this site's own page. Stricter than the public API's cross-site check
// (http/request/same-origin.ts), which lets requests without either header through: here a request
// needs an Origin naming this site (SITE_ORIGIN, or the scheme and host the request came in by,
// as the trusted-proxy setting reads them) or `Sec-Fetch-Site: same-origin`, and a
// Sec-Fetch-Site other than same-origin is refused whatever the Origin says.
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function needsCsrfCheck(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** An origin in its normal form (default ports dropped, lower case), or null for junk and "null". */
function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function isSameOriginRequest(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return site === 'same-origin';
  const claimed = normalOrigin(origin);
  if (claimed === null) return false;
  if (siteOrigin && claimed === siteOrigin) return true;
  return claimed === normalOrigin(`${request.protocol}://${request.host}`);
}
