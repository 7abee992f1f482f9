// Backups made by the server: a job of the runner (decision 0044) that looks every few minutes
// whether a backup is due and then makes one in a child process, into BACKUP_DIR (a folder or a
// bucket's prefix). Due is an owner's open wish (backup-wish.ts, asked for in the admin, which
// also calls runSoon) or, with BACKUP_SCHEDULE, the day's time in SITE_TIME_ZONE later than the
// last scheduled backup that succeeded. A scheduled archive is labelled so that only the newest
// BACKUP_KEEP of them are kept; an owner's is labelled apart and never deleted. The job's lease
// lets one process of the site do it, whatever their number. Every backup is recorded for owners;
// an owner's is audited in their name, made or failed, and a scheduled failure is audited too and
// tried again after the backoff. A failure is also told through the notice channels, as
// failure-notices/failure-notice-rule.ts decides (once per failure, not once per retry).
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_LABELS } from '@refit/contract/admin/backup-names';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Backoff } from '../../jobs/backoff.ts';
import type { Job } from '../../jobs/job.ts';
import { recordAudit } from '../../modules/admin/audit/record-audit.ts';
import { withArchiveStore } from '../archive-stores/archive-store.ts';
import { backupApart } from '../making/backup-apart.ts';
import { parseBackupLocation } from '../backup-location.ts';
import { backupConfigOf } from '../backup-target.ts';
import type { BackupRecord } from './backup-record.ts';
import { lastScheduledSuccess, recordBackup } from './backup-record.ts';
import { closeBackupWish, openBackupWish, startBackupWish } from './backup-wish.ts';
import type { BackupWish } from './backup-wish.ts';
import { latestScheduledMoment } from './daily-schedule.ts';
import { noticeBackupFailure } from '../failure-notices/failure-notice.ts';
import { pruneScheduledArchives } from '../archive-stores/prune-archives.ts';

export const BACKUP_JOB = 'backup';
/** Waits after a failed scheduled backup; the last repeats until it succeeds. */
export const BACKUP_RETRY: Backoff = { waitsMs: [5 * 60_000, 15 * 60_000, 60 * 60_000] };

export interface BackupJobOptions {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => number;
}

export type BackupJobResult =
  | { made: false }
  | { made: true; trigger: BackupRecord['trigger']; file: string; bytes: number; pruned: string[] };

export function backupJob(options: BackupJobOptions): Job<BackupJobResult> {
  return {
    name: BACKUP_JOB,
    everyMs: 5 * 60_000,
    firstAfterMs: 60_000,
    retry: BACKUP_RETRY,
    run: ({ signal }) => runBackupJob(options, signal),
  };
}

export async function runBackupJob(
  options: BackupJobOptions,
  signal?: AbortSignal,
): Promise<BackupJobResult> {
  const { db, config, now = Date.now } = options;
  // An owner waits at the screen: their wish goes first; a scheduled backup due too is made at the next look.
  const wish = await openBackupWish(db);
  if (wish) return makeBackup(options, { trigger: 'owner', wish }, signal);
  const schedule = config.BACKUP_SCHEDULE;
  if (!schedule) return { made: false };
  const due = latestScheduledMoment(now(), schedule, config.SITE_TIME_ZONE);
  if ((await lastScheduledSuccess(db)) >= due) return { made: false };
  return makeBackup(options, { trigger: 'schedule', due }, signal);
}

type Asked = { trigger: 'schedule'; due: number } | { trigger: 'owner'; wish: BackupWish };

async function makeBackup(
  { db, config, log, now = Date.now }: BackupJobOptions,
  asked: Asked,
  signal?: AbortSignal,
): Promise<BackupJobResult> {
  const { trigger } = asked;
  const startedAt = new Date(now()).toISOString();
  const askedBy = asked.trigger === 'owner' ? asked.wish.askedBy : undefined;
  if (asked.trigger === 'owner') await startBackupWish(db, asked.wish, startedAt);
  const ended = () => new Date(now()).toISOString();
  try {
    const label = trigger === 'schedule' ? BACKUP_LABELS.schedule : BACKUP_LABELS.owner;
    const made = await backupApart(backupConfigOf(config), { toDir: config.BACKUP_DIR, label }, signal);
    const pruned =
      trigger === 'schedule'
        ? await withArchiveStore(config, parseBackupLocation(config.BACKUP_DIR), (store) =>
            pruneScheduledArchives(store, config.BACKUP_KEEP),
          )
        : [];
    await recordBackup(db, {
      startedAt,
      endedAt: ended(),
      ok: true,
      trigger,
      file: made.file,
      bytes: made.bytes,
      ...(askedBy === undefined ? {} : { askedBy }),
    });
    if (askedBy !== undefined) {
      await recordAudit(db, {
        actorId: askedBy,
        action: 'backup.made',
        target: 'backup',
        detail: { file: path.basename(made.file), bytes: made.bytes },
      });
      await closeBackupWish(db);
    }
    log.info({ file: made.file, bytes: made.bytes, pruned, trigger }, 'backup made');
    return { made: true, trigger, file: made.file, bytes: made.bytes, pruned };
  } catch (error) {
    // Stopped with the process, or its lease lost to another: not the backup's failure. An
    // owner's wish stays open for whichever process runs the job next.
    if (signal?.aborted) throw error;
    const reason = (error as Error).message;
    await recordBackup(db, {
      startedAt,
      endedAt: ended(),
      ok: false,
      trigger,
      error: reason,
      ...(askedBy === undefined ? {} : { askedBy }),
    });
    await recordAudit(db, {
      actorId: askedBy ?? null,
      action: 'backup.failed',
      target: 'backup',
      detail: { reason, trigger },
    });
    // The owner sees the failure and may ask again; it is not retried behind their back.
    if (askedBy !== undefined) await closeBackupWish(db);
    await noticeBackupFailure(
      db,
      config,
      asked.trigger === 'owner'
        ? { trigger: 'owner', askedBy: asked.wish.askedBy }
        : { trigger: 'schedule', due: asked.due, retry: BACKUP_RETRY },
      reason,
      now(),
    ).catch((noticeError: unknown) =>
      log.warn({ reason: (noticeError as Error).message }, 'the backup failure notice could not be queued'),
    );
    throw error;
  }
}
