// Failures that mean "not now, try again shortly": another process holds the SQLite write lock,
// the database cannot be reached (PostgreSQL down, the SQLite file unusable), the media store
// (an S3 service) is down, or every image encode slot and its queue are taken. Nothing was
// written. The API's, the admin's and the media files' error handlers all answer them here: 503,
// Retry-After, the envelope, never cached.
import { failure } from '@refit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnreachable } from '../db/database-unreachable.ts';

/** What is unavailable, named on the 503 (UNAVAILABLE_HEADER). */
export type UnavailableCause = 'busy' | 'media-storage' | 'database';

/**
 * A failure of the "try again shortly" kind, raised where it happens (the SQLite write lock, the
 * media store, the image encode queue) and answered here without this module knowing them.
 */
/** How a temporarily-unavailable failure is answered. */
export interface UnavailableAnswer {
  /** What the client is told, in the envelope's message. */
  message: string;
  retryAfterSeconds: number;
  cause: UnavailableCause;
  /** An outage operators must see is an error; a busy moment, a warning. */
  log: 'warn' | 'error';
}

export class TemporarilyUnavailable extends Error {
  readonly statusCode = 503;
  readonly answer: UnavailableAnswer;

  constructor(message: string, answer: UnavailableAnswer, options?: ErrorOptions) {
    super(message, options);
    this.answer = answer;
  }

  get retryAfterSeconds(): number {
    return this.answer.retryAfterSeconds;
  }
}

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
