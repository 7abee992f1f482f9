// Makes another process hold a test app's write lock (see write-lock-holder.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { databaseOf } from './test-app.ts';
import type { TestApp } from './test-app.ts';

const holderScript = path.join(import.meta.dirname, 'write-lock-holder.ts');

/**
 * Resolves once the lock on a test app's database (or on an SQLite file) is held; `released`
 * settles when the other process let it go and ended.
 */
export async function holdWriteLock(app: TestApp | string, ms: number): Promise<{ released: Promise<void> }> {
  const target = typeof app === 'string' ? app : targetOf(app);
  const child = spawn(process.execPath, [holderScript, target, String(ms)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited ${code}`))));
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    released.then(() => reject(new Error('lock holder ended before locking')), reject);
  });
  return { released };
}

function targetOf(app: TestApp): string {
  const { dataDir, databaseUrl } = databaseOf(app);
  return databaseUrl ?? path.join(dataDir, 'site.db');
}
