// The site's scheduled and retried work: each job is declared beside its code (name, interval,
// backoff, run) and listed here; one runner per process runs them (jobs/runner.ts), a lease per
// job keeping the processes on one database from running one twice. It starts once the database
// is prepared and stops with the server.
import type { FastifyInstance } from 'fastify';
import { backupJob } from '../backup/server-job/backup-job.ts';
import { startWhenDatabaseReady } from '../db/database-startup.ts';
import type { Job } from '../jobs/job.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { scheduledPublishingJob } from '../modules/admin/content/scheduled-publishing.ts';
import { analyticsJob } from '../modules/analytics/rollup-job.ts';
import { baiduPushJob } from '../modules/baidu-push/push-job.ts';
import { noticeJob } from '../modules/notices/notice-job.ts';
import { configuredSenders } from '../modules/notices/senders.ts';

/** `start: false` (a command-line tool reading the site in-process) declares the jobs but runs none. */
export function registerJobs(app: FastifyInstance, { start = true }: { start?: boolean } = {}): void {
  const { db, log, config } = app;
  const jobs: Job[] = [
    noticeJob({ db, senders: configuredSenders(config), log }),
    scheduledPublishingJob(
      { db, afterWrite: () => app.contentVersion.invalidate() },
      { log: (message, detail) => log.warn(detail, message) },
    ),
    analyticsJob(db, { retentionDays: config.TRACE_RETENTION_DAYS }),
  ];
  // BAIDU_PUSH_INTERVAL_MS=0: this process never pushes.
  if (config.BAIDU_PUSH_INTERVAL_MS > 0) {
    const push = { db, endpoint: config.BAIDU_PUSH_ENDPOINT, timeoutMs: config.BAIDU_PUSH_TIMEOUT_MS, log };
    jobs.push(baiduPushJob(push, config.BAIDU_PUSH_INTERVAL_MS));
  }
  // Without BACKUP_SCHEDULE it still makes the backups owners ask for in the admin.
  jobs.push(backupJob({ db, config, log }));
  const runner = createJobRunner({ db, jobs, log });
  app.decorate('jobs', runner);
  if (start) startWhenDatabaseReady(app, () => runner.start());
  app.addHook('preClose', () => runner.stop());
}
