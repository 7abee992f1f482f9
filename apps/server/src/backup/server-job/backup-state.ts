// What owners see of the site's backups (GET /api/admin/backups): the last one, an owner's wish not
// yet fulfilled and whether a process is making it, and the schedule with its next time. Read from
// the database and the job runner's record, so every process of the site tells the same.
import path from 'node:path';
import type { BackupState } from '@refit/contract/admin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Job } from '../../jobs/job.ts';
import { readJobStatuses } from '../../jobs/job-status.ts';
import { BACKUP_JOB } from './backup-job.ts';
import { lastBackup, lastScheduledSuccess } from './backup-record.ts';
import { openBackupWish } from './backup-wish.ts';
import { nextScheduledBackup } from './daily-schedule.ts';

type ScheduleConfig = Pick<Config, 'BACKUP_SCHEDULE' | 'BACKUP_KEEP' | 'SITE_TIME_ZONE'>;

/** Owners by id, named as the admin names people: their name, else their e-mail. */
export async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('admin_user')
    .select(['id', 'name', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}

export async function readBackupState(
  db: Db,
  config: ScheduleConfig,
  /** The runner's jobs: whether the backup job's lease is held says whether a backup is being made. */
  jobs: readonly Job[],
  now = Date.now(),
): Promise<BackupState> {
  const [last, wish, lastScheduled, [job]] = await Promise.all([
    lastBackup(db),
    openBackupWish(db),
    lastScheduledSuccess(db),
    readJobStatuses(
      db,
      jobs.filter((candidate) => candidate.name === BACKUP_JOB),
      now,
    ),
  ]);
  const names = await namesOf(
    db,
    [last?.askedBy, wish?.askedBy].filter((id): id is number => id !== undefined),
  );
  const nameOf = (id: number | undefined) => (id === undefined ? null : (names.get(id) ?? null));
  return {
    last: last
      ? {
          startedAt: last.startedAt,
          endedAt: last.endedAt,
          ok: last.ok,
          trigger: last.trigger,
          file: last.file ? path.basename(last.file) : null,
          bytes: last.bytes ?? null,
          error: last.error ?? null,
          askedBy: nameOf(last.askedBy),
        }
      : null,
    request: wish
      ? {
          askedAt: wish.askedAt,
          askedBy: nameOf(wish.askedBy),
          startedAt: wish.startedAt ?? null,
          // Begun, and its maker still holds the lease: a maker that died leaves it waiting.
          running: wish.startedAt !== undefined && job?.running === true,
        }
      : null,
    schedule: scheduleOf(config, lastScheduled, job?.nextRunAt ?? null, now),
  };
}

function scheduleOf(
  config: ScheduleConfig,
  lastSuccess: number,
  jobNextRunAt: string | null,
  now: number,
): BackupState['schedule'] {
  const time = config.BACKUP_SCHEDULE;
  if (!time) return null;
  const timeZone = config.SITE_TIME_ZONE;
  const nextLook = jobNextRunAt === null ? null : Date.parse(jobNextRunAt);
  const nextAt = nextScheduledBackup(now, time, timeZone, { lastSuccess, nextLook });
  return { time, timeZone, keep: config.BACKUP_KEEP, nextAt: new Date(nextAt).toISOString() };
}
