// The enquiry inbox's and the analytics' work beside the requests: the notice dispatcher (kicked
// after each enquiry, and looking for due retries every NOTICE_POLL_MS), page-view recording, and
// the daily analytics job (roll-ups and retention). Every process runs them; the outbox claims and
// the job's lock row keep the work from being done twice.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runAnalyticsJob } from '../modules/analytics/rollup-job.ts';
import { recordPageViews } from '../modules/analytics/record-page-views.ts';
import { createNoticeDispatcher } from '../modules/notices/dispatcher.ts';
import { configuredSenders } from '../modules/notices/senders.ts';
import { startWhenDatabaseReady } from '../db/database-startup.ts';

const NOTICE_POLL_MS = 15_000;
const ANALYTICS_JOB_FIRST_MS = 60_000;
const ANALYTICS_JOB_EVERY_MS = 10 * 60_000;

export function registerInboxAndAnalytics(app: FastifyInstance): void {
  const worker = randomUUID();
  const notices = createNoticeDispatcher({
    db: app.db,
    senders: configuredSenders(app.config),
    log: app.log,
    worker,
  });
  app.decorate('notices', notices);
  recordPageViews(app);

  const analyticsJob = () => {
    runAnalyticsJob(app.db, { retentionDays: app.config.TRACE_RETENTION_DAYS, holder: worker }).catch(
      (error: unknown) => app.log.error({ err: error }, 'analytics job failed'),
    );
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  startWhenDatabaseReady(app, () => {
    notices.start(NOTICE_POLL_MS);
    first = setTimeout(analyticsJob, ANALYTICS_JOB_FIRST_MS).unref();
    every = setInterval(analyticsJob, ANALYTICS_JOB_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await notices.stop();
  });
}
