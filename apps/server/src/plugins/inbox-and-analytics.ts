// The analytics' work beside the requests: page-view recording, and the daily analytics job
// (roll-ups and retention). Every process runs them; the job's lock row keeps the work from being
// done twice.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runAnalyticsJob } from '../modules/analytics/rollup-job.ts';
import { recordPageViews } from '../modules/analytics/record-page-views.ts';
import { startWhenDatabaseReady } from '../db/database-startup.ts';

const ANALYTICS_JOB_FIRST_MS = 60_000;
const ANALYTICS_JOB_EVERY_MS = 10 * 60_000;

export function registerInboxAndAnalytics(app: FastifyInstance): void {
  const worker = randomUUID();
  recordPageViews(app);

  const analyticsJob = () => {
    runAnalyticsJob(app.db, { retentionDays: app.config.TRACE_RETENTION_DAYS, holder: worker }).catch(
      (error: unknown) => app.log.error({ err: error }, 'analytics job failed'),
    );
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  startWhenDatabaseReady(app, () => {
    first = setTimeout(analyticsJob, ANALYTICS_JOB_FIRST_MS).unref();
    every = setInterval(analyticsJob, ANALYTICS_JOB_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
