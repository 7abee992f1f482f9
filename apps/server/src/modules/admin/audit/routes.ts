// GET /api/admin/audit (owners).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../guard.ts';
import { listAudit } from './repository.ts';

export async function auditRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.listAudit, async ({ query }) => listAudit(app.db, query));
}
