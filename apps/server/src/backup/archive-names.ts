// Archive names: `refit-backup-<UTC time>[-<label>].tar.gz`, sortable by time; a scheduled backup's
// label lets the keep rule find its own archives and leave those made by hand alone.
import { access } from 'node:fs/promises';
import path from 'node:path';

export const ARCHIVE_PREFIX = 'refit-backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';

/** 2026-05-01T03:30:00.123Z → 20260501-033000Z */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
}

/** A free name in `folder` for an archive made at `at`. */
export async function archiveName(folder: string, at: Date, label?: string): Promise<string> {
  const base = `${ARCHIVE_PREFIX}${stamp(at)}${label ? `-${label}` : ''}`;
  for (let n = 1; ; n += 1) {
    const candidate = path.join(folder, `${base}${n === 1 ? '' : `-${n}`}${ARCHIVE_SUFFIX}`);
    try {
      await access(candidate);
    } catch {
      return candidate;
    }
  }
}
