// Signs a user in on this request: a new session and its cookie. Shared by sign-in, the first
// owner's setup, a password change and an accepted invitation, so every way in ends the same.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/connect.ts';
import { setSessionCookie } from './cookie.ts';
import { ABSOLUTE_TIMEOUT_MS, createSession } from './sessions.ts';
import type { NewSession } from './sessions.ts';

export async function startSessionFor(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  siteOrigin: string | undefined,
  userId: number,
): Promise<NewSession> {
  const session = await createSession(db, userId, {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });
  setSessionCookie(request, reply, siteOrigin, session.id, ABSOLUTE_TIMEOUT_MS / 1000);
  return session;
}
