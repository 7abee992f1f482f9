import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { listPartners } from './repository.ts';

export async function partnerRoutes(app: FastifyInstance) {
  defineCall(app, 'getPartnersList', () => listPartners(app.db));
}
