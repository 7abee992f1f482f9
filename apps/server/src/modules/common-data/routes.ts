import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { findCommonData } from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getCommonData', async ({ code }) => {
    const entry = await findCommonData(app.db, code);
    if (!entry) throw notFound(`common data ${code}`);
    return entry;
  });
}
