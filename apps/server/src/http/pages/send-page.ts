// Answers a page request from the page cache (decision 0020): the stored bytes in the coding the
// client takes, or 304 when its copy is current.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseCoding, matchesEtag } from '../caching/page-cache.ts';
import type { CachedPage } from '../caching/page-cache.ts';

/**
 * Browsers keep a page but ask each time whether it is still current (a 304 costs a few
 * hundred bytes); a shared cache in front (a CDN) may answer for a minute on its own, and for
 * five more while it fetches a fresh copy. A content change therefore reaches visitors behind
 * a CDN within about a minute, and visitors of the site itself at once.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A response that sets the visitor's language cookie is theirs alone: no shared cache keeps it. */
const PERSONAL_CACHE_CONTROL = 'private, no-cache';

export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  setCookie: string | undefined,
) {
  const coding = chooseCoding(request.headers['accept-encoding']);
  reply.code(page.status).headers(page.headers);
  // The page's own Vary (Cookie: the language may come from it) plus the coding.
  reply.header('vary', page.headers['vary'] ? `${page.headers['vary']}, Accept-Encoding` : 'Accept-Encoding');
  if (setCookie) reply.header('set-cookie', setCookie);

  const etag = page.etags[coding];
  reply.header('etag', etag);
  reply.header('cache-control', setCookie ? PERSONAL_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL);
  // The 304 keeps the page's headers: browsers update their stored copy's headers from it, and a
  // different Content-Security-Policy there would break the page they show.
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(page.bodies[coding]);
}
