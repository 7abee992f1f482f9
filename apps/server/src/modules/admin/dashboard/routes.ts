// GET /api/admin/dashboard (every role, each section as the role may see it) and
// GET /api/admin/dashboard/go-live (owners).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../guard.ts';
import { dashboard } from './dashboard.ts';
import { goLiveChecklist } from './go-live/checklist.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.getDashboard, async ({ user }) => dashboard(app.db, user.role));
  defineAdminRoute(app, adminEndpoints.getGoLiveChecklist, async () => goLiveChecklist(app.db, app.config));
}
