// userTrace (SPEC section 7): one row per visit. Only this site's own pages may report visits, and
// each client address at most TRACE_RATE_LIMIT a minute, so a flood adds at most that many rows.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { HttpError } from '../../http/errors.ts';
import { isCrossSite } from '../../http/request/same-origin.ts';
import { saveTrace } from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  defineCall(
    app,
    'userTrace',
    async (trace) => {
      await saveTrace(app.db, trace);
      return null;
    },
    {
      config: { rateLimit: { max: app.config.TRACE_RATE_LIMIT, timeWindow: '1 minute' } },
      preHandler: async (request) => {
        if (isCrossSite(request)) throw new HttpError(403, 'visits are only recorded from this site');
      },
    },
  );
}
