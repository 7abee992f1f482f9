// Visit analytics (owners, sales and editors): one answer for a period, from the daily roll-ups
// and today's raw rows (see modules/analytics).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { analyticsReport } from '../../analytics/report.ts';
import { defineAdminRoute } from '../guard.ts';

export async function analyticsRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.getAnalytics, async ({ query }) => analyticsReport(app.db, query));
}
