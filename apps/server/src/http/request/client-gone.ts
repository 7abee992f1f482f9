// A signal that aborts when the client of a request disconnects before its answer was sent, so
// work queued for it can be dropped. The request's 'close' also comes after a completed answer;
// only a close before the answer finished means the client left.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
