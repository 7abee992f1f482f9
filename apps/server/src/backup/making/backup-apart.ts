// Runs one backup in a child process (backup-process.ts) and answers its result; aborting the
// signal ends the child, whose partial archive never gets a complete archive's name.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { BackupConfig } from '../backup-target.ts';
import type { BackupOptions } from './create-backup.ts';
import type { BackupAnswer, BackupRequest } from './backup-process.ts';

const CHILD = path.join(import.meta.dirname, 'backup-process.ts');

export function backupApart(
  config: BackupConfig,
  options: BackupOptions,
  signal?: AbortSignal,
): Promise<{ file: string; bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], signal });
    let stderr = '';
    let answer: BackupAnswer | undefined;
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('message', (message: BackupAnswer) => (answer = message));
    child.on('error', (error) => {
      if (error.name !== 'AbortError') reject(error);
    });
    child.on('exit', (code, exitSignal) => {
      if (answer?.ok) resolve({ file: answer.file, bytes: answer.bytes, ms: answer.ms });
      else if (answer) reject(new Error(answer.error));
      else
        reject(
          new Error(
            `the backup process ended without an answer (${exitSignal ?? `exit code ${code}`}): ${stderr.trim()}`,
          ),
        );
    });
    child.send({ config, options } satisfies BackupRequest);
  });
}
