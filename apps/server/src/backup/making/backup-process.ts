// A backup made in a process of its own, for the server's scheduled backups: SQLite's copy is one
// synchronous step (databases/sqlite-snapshot.ts) that would hold the server's event loop, and a
// crash of the backup must not take the site down. The parent sends the settings, the child answers
// the result.
import { createBackup } from './create-backup.ts';
import type { BackupOptions } from './create-backup.ts';
import type { BackupConfig } from '../backup-target.ts';

export interface BackupRequest {
  config: BackupConfig;
  options: BackupOptions;
}

export type BackupAnswer =
  { ok: true; file: string; bytes: number; ms: number } | { ok: false; error: string };

process.once('message', (request: BackupRequest) => {
  createBackup(request.config, request.options)
    .then(
      (result): BackupAnswer => ({ ok: true, file: result.file, bytes: result.bytes, ms: result.ms }),
      (error: unknown): BackupAnswer => ({ ok: false, error: (error as Error).message ?? String(error) }),
    )
    .then((answer) => process.send!(answer, () => process.exit(0)));
});
