import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { getMenuTree } from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getMenuData', (query) => getMenuTree(app.db, query.categoryCode, query.isQueryChild));
}
