// Builds the API on a fresh, seeded database for one test file: embedded SQLite in a
// temp folder by default, or a schema of its own in PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';
import type { DatabaseOptions, Db } from '../../src/db/connect.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** Where each test app's database lives, so a test can open a second, independent connection. */
const databases = new WeakMap<TestApp, DatabaseOptions>();

/** Where a test app's database lives. */
export function databaseOf(app: TestApp): DatabaseOptions {
  const options = databases.get(app);
  if (!options) throw new Error('not a test app');
  return options;
}

/** A connection of its own to a test app's database, as another process would have. */
export function openSecondConnection(app: TestApp): Db {
  return openDatabase(databaseOf(app));
}

export async function createTestApp(
  env: Record<string, string> = {},
  { withWebApp = false }: { withWebApp?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-api-'));
  const databaseUrl = process.env.DATABASE_URL ? await createSchema(process.env.DATABASE_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Refusals answer at once, so tests that go past a limit many times stay fast; the delay has
    // tests of its own.
    RATE_LIMIT_REFUSAL_DELAY_MS: '0',
    // The settings name the database the app uses, as a server's do: what reads them to reach it
    // (a backup the server makes) reaches this file's schema.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const options = { dataDir, databaseUrl, lockWaitMs: config.SQLITE_LOCK_WAIT_MS };
  const db = openDatabase(options);
  const app = await buildApp({ config, db, withWebApp, logger: false });
  databases.set(app, options);
  app.addHook('onClose', async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/**
 * Another server process on the same database as `app`, with the same configuration: what a second
 * process behind a load balancer, or the same process after a restart, would be.
 */
export async function createTwinApp(app: TestApp): Promise<TestApp> {
  const db = openSecondConnection(app);
  const twin = await buildApp({ config: app.config, db, withWebApp: false, logger: false });
  twin.addHook('onClose', async () => {
    await db.destroy();
  });
  return twin;
}

/** A schema per test file keeps parallel files apart on one PostgreSQL database. */
async function createSchema(databaseUrl: string): Promise<string> {
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** GET a call and return the parsed envelope with the status. */
export async function get(app: TestApp, call: string, query: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: { pathname: `/api/cmst/index/${call}`, query } });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

export async function post(app: TestApp, call: string, query: Record<string, string> = {}, headers = {}) {
  const response = await app.inject({
    method: 'POST',
    url: { pathname: `/api/cmst/index/${call}`, query },
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}
