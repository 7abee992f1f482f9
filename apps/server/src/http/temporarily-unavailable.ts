// Failures that mean "not now, try again shortly": another process holds the SQLite write lock,
// or the media store (an S3 service) is down. Nothing was written. The API's, the admin's and the
// media files' error handlers all answer them here: 503, Retry-After, the envelope, never cached.
import { failure } from '@refit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseBusyError } from '../db/database-busy.ts';
import { MediaStorageUnavailable } from '../modules/media/storage/storage-unavailable.ts';

/** Answers the error with 503 when it is one of those failures; undefined otherwise. */
export function answerIfUnavailable(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  let message: string;
  if (error instanceof DatabaseBusyError) {
    request.log.warn({ code: 503 }, error.message);
    message = 'the server is busy, please try again in a moment';
  } else if (error instanceof MediaStorageUnavailable) {
    // An outage the operators must see, with the store's own error as the cause.
    request.log.error({ err: error }, error.message);
    message = 'the media storage is unavailable, please try again in a moment';
  } else {
    return undefined;
  }
  return reply
    .code(503)
    .header('retry-after', String(error.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(failure(message));
}
