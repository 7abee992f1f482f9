// Archive names: `refit-backup-<UTC time>[-<label>].tar.gz`, sortable by time; a scheduled backup's
// label lets the keep rule find its own archives and leave those made by hand alone. The pattern
// is the contract's (@refit/contract/admin/backup-names), which the admin's download call checks.
import {
  BACKUP_ARCHIVE_NAME,
  BACKUP_ARCHIVE_PREFIX,
  BACKUP_ARCHIVE_SUFFIX,
} from '@refit/contract/admin/backup-names';

export const ARCHIVE_PREFIX = BACKUP_ARCHIVE_PREFIX;
export const ARCHIVE_SUFFIX = BACKUP_ARCHIVE_SUFFIX;

/** 2026-05-01T03:30:00.123Z → 20260501-033000Z */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
}

/** A name for an archive made at `at` that `taken` says is free (a file in a folder, an object in a bucket). */
export async function archiveName(
  taken: (name: string) => Promise<boolean>,
  at: Date,
  label?: string,
): Promise<string> {
  const base = `${ARCHIVE_PREFIX}${stamp(at)}${label ? `-${label}` : ''}`;
  for (let n = 1; ; n += 1) {
    const candidate = `${base}${n === 1 ? '' : `-${n}`}${ARCHIVE_SUFFIX}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * What an archive's name tells: when it was made, its label, and its number among the archives
 * named in the same second (1 for the first); undefined for any other name.
 */
export function parseArchiveName(
  name: string,
): { madeAt: Date; label: string | undefined; n: number } | undefined {
  const match = BACKUP_ARCHIVE_NAME.exec(name);
  if (!match) return undefined;
  const [, time = '', label, n] = match;
  const iso = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 8)}T${time.slice(9, 11)}:${time.slice(11, 13)}:${time.slice(13, 15)}Z`;
  const madeAt = new Date(iso);
  // Digits that are no time (month 13) name no archive this site made.
  if (Number.isNaN(madeAt.getTime()) || madeAt.toISOString() !== iso.replace('Z', '.000Z')) return undefined;
  return { madeAt, label, n: n === undefined ? 1 : Number(n) };
}
