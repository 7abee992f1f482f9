import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { listVisibleBrands } from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getBrandList', () => listVisibleBrands(app.db));
}
