// Backups in the admin (owners): the last backup and the schedule, asking for a backup now, and the
// archives in the backup folder of the server process that answers, each one downloadable.
import { z } from 'zod';
import { BACKUP_ARCHIVE_NAME, BACKUP_MAKERS } from './backup-names.ts';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';

export { BACKUP_MAKERS, type BackupMaker } from './backup-names.ts';

export const backupRunSchema = z.object({
  startedAt: z.string(),
  endedAt: z.string(),
  ok: z.boolean(),
  trigger: z.enum(['schedule', 'owner']),
  /** The archive's file name (not its path) when it succeeded. */
  file: z.string().nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  /** What went wrong, in the backup's own words, when it failed. */
  error: z.string().nullable(),
  /** Who asked for it, by name (or e-mail); null for the schedule or an account no longer there. */
  askedBy: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** An owner's backup asked for and not finished yet: waiting for a process, or being made. */
export const backupRequestSchema = z.object({
  askedAt: z.string(),
  askedBy: z.string().nullable(),
  /** When a process began making it; null while it waits for one. */
  startedAt: z.string().nullable(),
  /** Whether a process is making it now (it holds the backup job's lease). */
  running: z.boolean(),
});
export type BackupRequest = z.infer<typeof backupRequestSchema>;

export const backupScheduleSchema = z.object({
  /** BACKUP_SCHEDULE: the time of day (HH:MM) in `timeZone`. */
  time: z.string(),
  /** SITE_TIME_ZONE. */
  timeZone: z.string(),
  /** BACKUP_KEEP: scheduled archives kept. */
  keep: z.number().int().positive(),
  /** When the next scheduled backup is due (ISO); a missed one is due at once. */
  nextAt: z.string(),
});

export const backupStateSchema = z.object({
  /** The last backup the site made, scheduled or asked for; null before the first. */
  last: backupRunSchema.nullable(),
  request: backupRequestSchema.nullable(),
  /** Null when BACKUP_SCHEDULE is not set: no backups but those asked for. */
  schedule: backupScheduleSchema.nullable(),
});
export type BackupState = z.infer<typeof backupStateSchema>;

export const backupArchiveSchema = z.object({
  name: z.string(),
  /** The UTC time in its name: when the backup began. */
  madeAt: z.string(),
  bytes: z.number().int().nonnegative(),
  madeBy: z.enum(BACKUP_MAKERS),
});
export type BackupArchive = z.infer<typeof backupArchiveSchema>;

export const backupArchivesSchema = z.object({
  /** `folder`: a folder of the machine that answered; `s3`: a bucket's prefix every server shares. */
  storage: z.enum(['folder', 's3']),
  /** The host name of the machine that answered (whose folder is listed, for `folder`). */
  machine: z.string(),
  /** BACKUP_DIR: the folder on that machine, or `s3://bucket/prefix`. */
  folder: z.string(),
  /** Complete archives, newest first. */
  records: z.array(backupArchiveSchema),
});
export type BackupArchives = z.infer<typeof backupArchivesSchema>;

export const backupArchiveParamsSchema = z.object({
  name: z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(BACKUP_ARCHIVE_NAME, 'must be the name of a backup archive (refit-backup-….tar.gz)'),
});

const OWNERS: ['owner'] = ['owner'];

export const backupEndpoints = {
  getBackupState: adminEndpoint({
    ...ADMIN_ROUTES.getBackupState,
    summary:
      'The last backup (when, by the schedule or an owner, its archive or its error), a backup asked for and not finished, and the schedule with its next time',
    access: OWNERS,
    result: backupStateSchema,
  }),
  requestBackup: adminEndpoint({
    ...ADMIN_ROUTES.requestBackup,
    summary:
      'Asks for a backup now, made by one process of the site like a scheduled one but never deleted by BACKUP_KEEP; recorded in the audit log when made. An ask while one is asked for or being made joins it (`joined`)',
    access: OWNERS,
    result: z.object({ joined: z.boolean(), state: backupStateSchema }),
  }),
  listBackupArchives: adminEndpoint({
    ...ADMIN_ROUTES.listBackupArchives,
    summary:
      'The complete archives in BACKUP_DIR, newest first: the folder of the server process that answers (another machine has its own folder), or the bucket prefix every server shares',
    access: OWNERS,
    result: backupArchivesSchema,
  }),
  downloadBackupArchive: adminEndpoint({
    ...ADMIN_ROUTES.downloadBackupArchive,
    summary:
      'One archive of that folder as a file (a gzip-compressed tar); recorded in the audit log. 400 for a name that is not an archive name, 404 when there is no such archive',
    access: OWNERS,
    params: backupArchiveParamsSchema,
    result: z.null(),
    produces: 'application/gzip',
  }),
} as const;
