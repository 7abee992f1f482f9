// Registers one call of the contract (SPEC section 7) on the API scope: the query is
// validated by the contract's schema, the result wrapped in the envelope, and GET
// answers are served from the answer cache (keyed by call and validated query, valid
// for one content version) with an ETag.
import { API_PREFIX, calls, ok } from '@refit/contract';
import type { CallName, CallResult } from '@refit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { inReadScope } from '../db/read-scope.ts';
import { parseQuery } from './request/parse-query.ts';
import { answerKey } from './caching/answer-cache.ts';
import type { CachedAnswer } from './caching/answer-cache.ts';

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
      const query = parseQuery(call.query, request.query) as CallQuery<N>;
      // Answers made inside a draft preview are not the public's: never kept, never served from the cache.
      if (!cacheable || inReadScope()) {
        const result = await handler(query, request);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(result)));
      }
      // The version is read before the content, so an answer is never filed under a newer one.
      const version = await app.contentVersion.current();
      const key = answerKey(name, query);
      const cached = app.answerCache.get(key, version);
      // While the database is away, an answer kept from before is served and marked as maybe old.
      if (cached && app.contentVersion.unreachable) reply.header('x-cache', 'stale');
      if (cached) return sendCached(request, reply, cached);
      const result = await handler(query, request);
      return sendCached(request, reply, app.answerCache.set(key, version, JSON.stringify(ok(result))));
    },
  });
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(entry.body);
}
