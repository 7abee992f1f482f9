// The session cookie: `refit_admin` on http; `__Host-refit_admin` with Secure on https (the
// public origin is https, or the request came over https as the trusted-proxy setting reads
// it). HttpOnly, SameSite=Lax, Path=/, no Domain. Only the name for the request's scheme is
// read, so a cookie planted over http or by a sibling host cannot stand in on https.
import { ADMIN_SESSION_COOKIE } from '@refit/contract/admin/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function isHttps(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  return siteOrigin?.startsWith('https:') === true || request.protocol === 'https';
}

function cookieName(secure: boolean): string {
  return secure ? `__Host-${ADMIN_SESSION_COOKIE}` : ADMIN_SESSION_COOKIE;
}

export function readSessionCookie(request: FastifyRequest, siteOrigin: string | undefined): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  const wanted = cookieName(isHttps(request, siteOrigin));
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== wanted) continue;
    const value = part.slice(index + 1).trim();
    // Session ids are base64url; anything else is not one of ours.
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

function serialize(name: string, value: string, secure: boolean, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Session cookies live as long as the session may (its absolute lifetime). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  siteOrigin: string | undefined,
  sessionId: string,
  maxAgeSeconds: number,
): void {
  const secure = isHttps(request, siteOrigin);
  reply.header('set-cookie', serialize(cookieName(secure), sessionId, secure, maxAgeSeconds));
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  siteOrigin: string | undefined,
): void {
  const secure = isHttps(request, siteOrigin);
  reply.header('set-cookie', serialize(cookieName(secure), '', secure, 0));
}
