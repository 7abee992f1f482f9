import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { saveTrace } from './repository.ts';

export async function traceRoutes(app: FastifyInstance) {
  defineCall(app, 'userTrace', async (trace) => {
    await saveTrace(app.db, trace);
    return null;
  });
}
