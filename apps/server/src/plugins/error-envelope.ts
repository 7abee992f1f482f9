// Every failure of the API answers with the envelope and a clear message:
// 4xx for the caller's mistakes, 503 for a moment's unavailability, a bare 500 (logged, no details)
// for ours.
import { failure } from '@refit/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { answerIfUnavailable } from '../http/temporarily-unavailable.ts';

export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = answerIfUnavailable(error, request, reply);
    if (unavailable) return unavailable;
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure('internal server error'));
    }
    if (status === 429) return reply.code(429).send(failure(error.message || 'too many requests'));
    return reply.code(status).send(failure(error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(`no such call: ${request.method} ${request.url.split('?')[0]}`));
  });
}
