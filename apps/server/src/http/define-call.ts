// Registers one call of the contract (SPEC section 7) on the API scope: the query is
// validated by the contract's schema, the result wrapped in the envelope, and GET
// answers are served from the response cache with an ETag.
import { API_PREFIX, calls, ok } from '@refit/contract';
import type { CallName, CallResult } from '@refit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { parseQuery } from './parse-query.ts';
import type { CachedResponse } from './response-cache.ts';

export type CallQuery<N extends CallName> = z.output<(typeof calls)[N]['query']>;
export type CallHandler<N extends CallName> = (
  query: CallQuery<N>,
  request: FastifyRequest,
) => Promise<CallResult<N>>;

export function defineCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: RouteShorthandOptions = {},
): void {
  const call = calls[name];
  const cacheable = call.method === 'GET';
  app.route({
    ...options,
    method: call.method,
    url: `${API_PREFIX}/${name}`,
    handler: async (request, reply) => {
      const cached = cacheable ? app.responseCache.get(request.url) : undefined;
      if (cached) return sendCached(request, reply, cached);

      const query = parseQuery(call.query, request.query) as CallQuery<N>;
      const result = await handler(query, request);
      const body = JSON.stringify(ok(result));
      if (!cacheable) return reply.type('application/json; charset=utf-8').send(body);
      return sendCached(request, reply, app.responseCache.set(request.url, 200, body));
    },
  });
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.code(entry.statusCode).type('application/json; charset=utf-8').send(entry.body);
}
