// An empty site to import into: a data folder of its own, and a database of its own (a PostgreSQL
// schema when DATABASE_URL is set, as test-app.ts makes them).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';

export async function targetSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-import-'));
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const schema = `import_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = openDatabase({ dataDir, databaseUrl, lockWaitMs: config.SQLITE_LOCK_WAIT_MS });
  return {
    config,
    db,
    dataDir,
    async close() {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
