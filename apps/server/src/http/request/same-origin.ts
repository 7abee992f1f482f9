// Whether a request comes from another site's page: browsers say so in Sec-Fetch-Site, and in
// Origin on every POST. Requests without either (scripts, server-side calls) are not browsers
// acting for another site, so this check leaves them to the rate limits.
import type { FastifyRequest } from 'fastify';

export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a file) or junk: not this site.
    return true;
  }
}
