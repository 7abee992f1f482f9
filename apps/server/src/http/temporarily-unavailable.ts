// Failures that mean "not now, try again shortly": another process holds the SQLite write lock,
// the database cannot be reached (PostgreSQL down, the SQLite file unusable), the media store
// (an S3 service) is down, or every image encode slot and its queue are taken. Nothing was
// written. The API's, the admin's and the media files' error handlers all answer them here: 503,
// Retry-After, the envelope, never cached.
import { failure } from '@refit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnreachable } from '../db/database-unreachable.ts';
import { TemporarilyUnavailable, type UnavailableCause } from './temporarily-unavailable-error.ts';

/** Answers the error with 503 when it is one of those failures; undefined otherwise. */
export function answerIfUnavailable(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  let message: string;
  let retryAfter: number;
  let cause: UnavailableCause;
  if (error instanceof TemporarilyUnavailable) {
    if (error.answer.log === 'error') request.log.error({ err: error }, error.message);
    else request.log.warn({ code: 503 }, error.message);
    ({ message, retryAfterSeconds: retryAfter, cause } = error.answer);
  } else if (isDatabaseUnreachable(error)) {
    // One line per request at warn: the outage itself is logged once by the database watch.
    request.log.warn({ code: 503, reason: (error as Error).message }, 'database unreachable');
    message = 'the database is unavailable, please try again in a moment';
    retryAfter = DATABASE_RETRY_AFTER_SECONDS;
    cause = 'database';
  } else {
    return undefined;
  }
  return reply
    .code(503)
    .header('retry-after', String(retryAfter))
    .header('cache-control', 'no-store')
    .header(UNAVAILABLE_HEADER, cause)
    .send(failure(message));
}

/**
 * Names what is unavailable on a 503 (`database`, `media-storage`, `busy`), so the admin can say so
 * in a banner rather than on each failed screen.
 */
export const UNAVAILABLE_HEADER = 'x-unavailable';
