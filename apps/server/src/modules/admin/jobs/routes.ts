// GET /api/admin/jobs (owners): the site's background jobs, their schedule and last runs.
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { readJobStatuses } from '../../../jobs/job-status.ts';
import { defineAdminRoute } from '../guard.ts';

export async function jobsRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.listJobs, async () => ({
    records: await readJobStatuses(app.db, app.jobs.jobs),
  }));
}
