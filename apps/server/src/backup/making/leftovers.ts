// What a backup that was killed leaves in its folder: the archive under its temporary name
// (`….partial`) and the database's copy (`.refit-backup-work-…`). The next backup there removes
// those older than a day; a younger one may belong to a backup still running beside it.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PARTIAL_SUFFIX } from '../archive-file/archive-writer.ts';

export const WORK_PREFIX = '.refit-backup-work-';
const STALE_MS = 24 * 3_600_000;

export async function removeLeftovers(folder: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(folder)) {
    if (!name.endsWith(PARTIAL_SUFFIX) && !name.startsWith(WORK_PREFIX)) continue;
    const file = path.join(folder, name);
    try {
      if (now - (await stat(file)).mtimeMs < STALE_MS) continue;
      await rm(file, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: left as it is.
    }
  }
  return removed;
}
