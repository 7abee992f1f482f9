// Backup archive names, free of zod: `refit-backup-<UTC time>[-<label>][-<n>].tar.gz`. The server
// names its archives by them (apps/server/src/backup/archive-file/archive-names.ts), and the admin's
// download call accepts nothing else, so a name in an address can never point outside the backup
// folder.

export const BACKUP_ARCHIVE_PREFIX = 'refit-backup-';
export const BACKUP_ARCHIVE_SUFFIX = '.tar.gz';

/** The label after the time says who made an archive; the keep rule deletes only `scheduled` ones. */
export const BACKUP_LABELS = {
  schedule: 'scheduled',
  owner: 'owner',
  restore: 'before-restore',
} as const;

/**
 * A whole archive name: the UTC time (`20260501-033000Z`, captured without its Z), an optional
 * label of lower-case words, an optional number when two archives fell in one second.
 */
export const BACKUP_ARCHIVE_NAME =
  /^refit-backup-(\d{8}-\d{6})Z(?:-([a-z]+(?:-[a-z]+)*))?(?:-(\d+))?\.tar\.gz$/;

/**
 * Who made an archive, read from its label: the schedule, an owner in the admin, a restore with
 * --force (what was there before), or `npm run backup` (no label).
 */
export const BACKUP_MAKERS = ['schedule', 'owner', 'restore', 'command'] as const;
export type BackupMaker = (typeof BACKUP_MAKERS)[number];
