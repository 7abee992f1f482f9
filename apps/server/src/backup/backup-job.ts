// Scheduled backups (BACKUP_SCHEDULE): a job of the runner (decision 0044) that looks every few
// minutes whether the day's backup is due (the latest HH:MM in SITE_TIME_ZONE is later than the
// last scheduled backup that succeeded) and then makes one in a child process, into BACKUP_DIR,
// keeping the newest BACKUP_KEEP scheduled archives. The job's lease lets one process of the site
// do it, whatever their number. A failure is logged by the runner, recorded for owners and written
// to the audit log, and tried again after the backoff.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Job } from '../jobs/job.ts';
import { recordAudit } from '../modules/admin/audit/record-audit.ts';
import { backupApart } from './backup-apart.ts';
import { backupConfigOf } from './backup-target.ts';
import { lastScheduledSuccess, recordBackup } from './backup-record.ts';
import { latestScheduledMoment } from './daily-schedule.ts';
import { pruneScheduledArchives, SCHEDULED_LABEL } from './prune-archives.ts';

export const BACKUP_JOB = 'backup';

export interface BackupJobOptions {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => number;
}

export type BackupJobResult = { made: false } | { made: true; file: string; bytes: number; pruned: string[] };

export function backupJob(options: BackupJobOptions): Job<BackupJobResult> {
  return {
    name: BACKUP_JOB,
    everyMs: 5 * 60_000,
    firstAfterMs: 60_000,
    retry: { waitsMs: [5 * 60_000, 15 * 60_000, 60 * 60_000] },
    run: ({ signal }) => runBackupJob(options, signal),
  };
}

export async function runBackupJob(
  { db, config, log, now = Date.now }: BackupJobOptions,
  signal?: AbortSignal,
): Promise<BackupJobResult> {
  const schedule = config.BACKUP_SCHEDULE;
  if (!schedule) return { made: false };
  const due = latestScheduledMoment(now(), schedule, config.SITE_TIME_ZONE);
  if ((await lastScheduledSuccess(db)) >= due) return { made: false };

  const startedAt = new Date(now()).toISOString();
  try {
    const made = await backupApart(
      backupConfigOf(config),
      { toDir: config.BACKUP_DIR, label: SCHEDULED_LABEL },
      signal,
    );
    const pruned = await pruneScheduledArchives(config.BACKUP_DIR, config.BACKUP_KEEP);
    await recordBackup(db, {
      startedAt,
      endedAt: new Date(now()).toISOString(),
      ok: true,
      trigger: 'schedule',
      file: made.file,
      bytes: made.bytes,
    });
    log.info({ file: made.file, bytes: made.bytes, pruned }, 'scheduled backup made');
    return { made: true, file: made.file, bytes: made.bytes, pruned };
  } catch (error) {
    const reason = (error as Error).message;
    await recordBackup(db, {
      startedAt,
      endedAt: new Date(now()).toISOString(),
      ok: false,
      trigger: 'schedule',
      error: reason,
    });
    await recordAudit(db, { actorId: null, action: 'backup.failed', target: 'backup', detail: { reason } });
    throw error;
  }
}
