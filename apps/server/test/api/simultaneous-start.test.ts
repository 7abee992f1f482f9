// Two server processes started at the same moment on one empty database (a first deployment
// behind a load balancer): both start, and the demo catalogue is seeded once, not twice and not
// half. On SQLite the processes share the data folder's file; on PostgreSQL (DATABASE_URL) a
// schema of this test's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { seedData } from '../../src/db/seed/index.ts';
import { serverDatabase } from '../helpers/server-database.ts';
import type { ServerDatabase } from '../helpers/server-database.ts';
import type { TestApp } from '../helpers/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-simultaneous-'));
let database: ServerDatabase | undefined;
const apps: TestApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('two processes starting together on an empty database both start and seed it once', async () => {
  database = await serverDatabase(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env });
  const started = await Promise.allSettled(
    [1, 2].map(() => buildApp({ config, withWebApp: false, logger: false })),
  );
  for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
  expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(
    ['started', 'started'],
  );

  const count = async (table: string) =>
    Number((await database!.rows<{ n: number | string }>(`select count(*) as n from ${table}`))[0]?.n);
  expect(await count('brand')).toBe(seedData.brand.length);
  expect(await count('news')).toBe(seedData.news.length);
  expect(await count('common_data')).toBe(seedData.common_data.length);
});
