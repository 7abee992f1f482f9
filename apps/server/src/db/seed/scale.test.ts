import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseOf, openSecondConnection } from '../../../test/helpers/test-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { Db } from '../connect.ts';
import type { Database } from '../schema.ts';
import { TRACES_PER_COPY } from './scale.ts';

/** Every table the seed writes, with the column that orders it. */
const TABLES = {
  brand: 'id',
  product_type: 'id',
  car: 'id',
  car_product_type: 'id',
  product: 'id',
  car_stage: 'id',
  car_stage_part: 'id',
  product_wheel_size: 'id',
  product_fitment_car: 'id',
  car_gallery: 'id',
  gallery_part: 'id',
  news: 'id',
  partner: 'id',
  location: 'id',
  menu_item: 'id',
  common_data: 'code',
  user_trace: 'id',
} as const satisfies Partial<Record<keyof Database, string>>;
type Table = keyof typeof TABLES;

/** Tables that a larger scale multiplies; the others stay as they are. */
const MULTIPLIED = [
  'brand',
  'car',
  'car_product_type',
  'product',
  'car_gallery',
  'news',
  'car_stage',
  'car_stage_part',
  'gallery_part',
  'product_wheel_size',
  'product_fitment_car',
] as const;

/**
 * SHA-256 of every row the demo seed writes without SEED_SCALE (taken from the seed before the
 * setting existed): the browser tests rely on those texts and ids, so scale 1 must keep them
 * exactly. A deliberate change to the demo content updates this digest in the same commit.
 */
const SCALE_1_DIGEST = '521176e485ff5f906b2fd9b91ee60ad58d597571f67e2a4f00d2b3e207fda8f8';

const apps: TestApp[] = [];
const dbs: Db[] = [];

/** A server started on an empty database (SQLite, or PostgreSQL with DATABASE_URL) with SEED_SCALE. */
async function seeded(scale: number): Promise<{ db: Db; staticDir: string }> {
  const app = await createTestApp({ SEED_SCALE: String(scale) });
  apps.push(app);
  const db = openSecondConnection(app);
  dbs.push(db);
  return { db, staticDir: join(databaseOf(app).dataDir, 'static') };
}

async function rows(db: Db, table: Table): Promise<Record<string, unknown>[]> {
  return (await db
    .selectFrom(table)
    .selectAll()
    .orderBy(TABLES[table] as never)
    .execute()) as Record<string, unknown>[];
}

async function counts(db: Db): Promise<Record<Table, number>> {
  const entries = await Promise.all(
    (Object.keys(TABLES) as Table[]).map(async (table) => [table, (await rows(db, table)).length] as const),
  );
  return Object.fromEntries(entries) as Record<Table, number>;
}

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.destroy()));
  await Promise.all(apps.map((app) => app.close()));
});

describe('seed scale', () => {
  it('at scale 1 writes exactly the rows of the demo', async () => {
    const { db } = await seeded(1);
    const hash = createHash('sha256');
    for (const table of Object.keys(TABLES) as Table[])
      hash.update(JSON.stringify([table, await rows(db, table)]));
    expect(hash.digest('hex')).toBe(SCALE_1_DIGEST);
  });

  it('at scale 10 writes ten times the catalogue, with new names and only existing pictures', async () => {
    const one = await counts((await seeded(1)).db);
    const { db, staticDir } = await seeded(10);
    const ten = await counts(db);
    for (const table of MULTIPLIED) expect(ten[table], table).toBe(one[table] * 10);
    for (const table of ['product_type', 'partner', 'menu_item', 'common_data'] as const)
      expect(ten[table], table).toBe(one[table]);
    expect(one.user_trace).toBe(0);
    expect(ten.user_trace).toBe(9 * TRACES_PER_COPY);

    // Names are distinct in both languages: a copy reads as another model line, not a duplicate.
    const cars = await rows(db, 'car');
    expect(new Set(cars.map((c) => c.carName)).size).toBe(cars.length);
    expect(new Set(cars.map((c) => c.carNameEn)).size).toBe(cars.length);
    const brands = await rows(db, 'brand');
    expect(new Set(brands.map((b) => b.brandNameEn)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    expect(cars.at(-1)?.carNameEn).toMatch(/\(\d{4}\)$/);
    expect(cars.at(-1)?.carName).toMatch(/\d{4}款$/);

    // Every child points at a parent of its own copy.
    const brandIds = new Set(brands.map((b) => b.id));
    expect(cars.every((c) => brandIds.has(c.brandId))).toBe(true);
    const carIds = new Set(cars.map((c) => c.id));
    for (const table of ['car_gallery', 'car_product_type', 'car_stage', 'product_fitment_car'] as const)
      expect(
        (await rows(db, table)).every((r) => carIds.has(r.carId)),
        table,
      ).toBe(true);
    // A copy's linked rows name its own copy's items: a build's parts are the copied products of
    // its copied car, never the demo's own.
    const productCar = new Map((await rows(db, 'product')).map((p) => [p.id, p.carId]));
    const galleryCar = new Map((await rows(db, 'car_gallery')).map((g) => [g.id, g.carId]));
    const parts = await rows(db, 'gallery_part');
    const copiedParts = parts.filter((part) => Number(part.galleryId) > galleryCar.size / 10);
    expect(copiedParts.length).toBeGreaterThan(0);
    for (const part of copiedParts) {
      const car = productCar.get(part.productId);
      if (car !== null && car !== undefined)
        expect(car, 'a part of its own car').toBe(galleryCar.get(part.galleryId));
    }

    // The copies reuse the generated artwork: the static folder holds no more files than at scale 1.
    const files = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    const urls = cars.map((c) => String(c.carImgUrl));
    for (const url of new Set(urls))
      expect(existsSync(join(staticDir, url.replace(/^\/api\/static\//, ''))), url).toBe(true);
    expect(files(staticDir).length).toBe(files((await seeded(1)).staticDir).length);
    // Three seeds, one of them ten times the catalogue: on PostgreSQL and a busy machine, beyond 20 s.
  }, 90_000);
});
