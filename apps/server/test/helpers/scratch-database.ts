// A migrated database of a test file's own, in a fresh data folder: opened before the file's tests
// and closed and removed after them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../src/db/connect.ts';
import type { Db } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** Hands the opened database and its folder to `use` before the tests; `prefix` names the folder. */
export function useScratchDatabase(prefix: string, use: (db: Db, dataDir: string) => void): void {
  let dataDir = '';
  let db: Db | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    db = openDatabase({ dataDir });
    await migrateToLatest(db);
    use(db, dataDir);
  });
  afterAll(async () => {
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
