import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connect.ts';
import type { Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { usedSolutionsIn } from './used-solutions.ts';

let dataDir = '';
const open: Db[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function database(): Promise<Db> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-used-'));
  const db = openDatabase({ dataDir });
  open.push(db);
  await migrateToLatest(db);
  return db;
}

describe('usedSolutionsIn', () => {
  it('accepts a signature once until it expires, then forgets it', async () => {
    const db = await database();
    let now = 1_000;
    const used = usedSolutionsIn(db, () => now);
    expect(await used.claim('a', 2_000)).toBe(true);
    expect(await used.claim('a', 2_000)).toBe(false);
    expect(await used.claim('b', 5_000)).toBe(true);
    now = 2_000;
    expect(await used.claim('c', 9_000)).toBe(true);
    // "a" expired and was swept out; its challenge would be refused as expired anyway.
    const left = await db.selectFrom('used_captcha').select('signature').orderBy('signature').execute();
    expect(left.map((row) => row.signature)).toEqual(['b', 'c']);
    expect(await used.claim('b', 5_000)).toBe(false);
  });

  it('refuses a solution another connection claimed (another process, or before a restart)', async () => {
    const db = await database();
    const other = openDatabase({ dataDir });
    open.push(other);
    expect(await usedSolutionsIn(db).claim('shared', Date.now() + 60_000)).toBe(true);
    expect(await usedSolutionsIn(other).claim('shared', Date.now() + 60_000)).toBe(false);
  });
});
