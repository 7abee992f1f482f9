// The demo seed: on an empty database, writes the generated artwork and brochures into the
// static directory and inserts the whole bilingual catalogue in one transaction.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PostgresAdapter, sql } from 'kysely';
import { bumpContentVersion } from '../content-version.ts';
import type { Db } from '../connect.ts';
import type { Database } from '../schema.ts';
import { writeArtwork } from './artwork/index.ts';
import type { DemoPhotoOptions } from './photos/demo-photos.ts';
import { defaultDemoPhotoCacheDir } from './photos/photo-cache-dir.ts';
import { buildPdf } from './artwork/pdf.ts';
import { BRAND_NAMES, brands } from './brands.ts';
import { carProductTypes, cars, carTabs } from './cars.ts';
import { products } from './catalogue.ts';
import { commonData } from './common-data.ts';
import { galleryParts } from './build-stories.ts';
import { galleries } from './galleries.ts';
import { news } from './news.ts';
import { partnerRows } from './partners.ts';
import { carStageParts, carStages } from './programme-stages.ts';
import { productTypes, typeBySlug } from './product-types.ts';
import { scaledRows } from './scale.ts';
import { productFitmentCars, productWheelSizes } from './wheel-fitment.ts';
import { ascii } from './types.ts';
import type { DemoRows } from './types.ts';

export { BRAND_ID, DRAFT_BRAND_ID, HIDDEN_BRAND_ID } from './brands.ts';
export { carId } from './cars.ts';
export {
  salesperson as demoSalesperson,
  siteInfo as demoSiteInfo,
  wechatQr as demoWechatQr,
} from './common-data.ts';
export { CATALOGUE_PRODUCT_IDS } from './catalogue.ts';
export { MENU_CATEGORY, MENU_ID } from './menus.ts';
export { XSS_NEWS_ID } from './news.ts';
export { BROKEN_PARTNER_ICON } from './partners.ts';
export { TYPE_ID } from './product-types.ts';

/**
 * The seed files that export `demoRows` (types.ts), found by their folder in the order of their
 * names: a new content type's demo rows are a file of their own and nothing else. None of their
 * tables may be one another seeded table needs first (those are listed in `seedData` below).
 */
async function foundDemoRows(): Promise<DemoRows> {
  const files = (await readdir(import.meta.dirname))
    .filter((name) => /^[a-z-]+\.ts$/.test(name) && name !== 'index.ts')
    .sort();
  const found: DemoRows = {};
  for (const file of files) {
    const loaded: { demoRows?: DemoRows } = await import(pathToFileURL(join(import.meta.dirname, file)).href);
    Object.assign(found, loaded.demoRows);
  }
  return found;
}

/**
 * Every seeded row, by table, in insertion order: the tables other rows name first (parents
 * before children), then those of the files that export their own. Tables with an `id` get their
 * PostgreSQL sequence moved past the seeded ids.
 */
export const seedData = {
  ...({
    brand: brands,
    product_type: productTypes,
    car: cars,
    car_product_type: carProductTypes,
    product: products,
    car_stage: carStages,
    car_stage_part: carStageParts,
    product_wheel_size: productWheelSizes,
    product_fitment_car: productFitmentCars,
    car_gallery: galleries,
    gallery_part: galleryParts,
    news,
    partner: partnerRows(false),
    common_data: commonData,
  } satisfies DemoRows),
  ...(await foundDemoRows()),
};

type SeededTable = keyof Database;

/** One brochure per car tab that has one: `pdf/<brandSlug>-<n>-<typeSlug>.pdf`. */
async function writeBrochures(staticDir: string): Promise<void> {
  await mkdir(join(staticDir, 'pdf'), { recursive: true });
  await Promise.all(
    carTabs
      .filter((tab) => tab.pdf !== '')
      .map((tab) => {
        const { car } = tab;
        const type = typeBySlug(tab.typeSlug);
        const parts = products.filter((p) => p.carId === tab.carId && p.typeId === type.id);
        const title = ascii(`${BRAND_NAMES[car.slug].nameEn} ${car.nameEn} - ${type.typeNameEn}`);
        const lines = [
          'RUIJIE TUNING - Shanghai',
          ascii(car.titlesEn),
          '',
          ...parts.map((p) => ascii(`- ${p.nameEn}: ${p.specsEn} (quantity ${p.quantity})`)),
          '',
          'Fitting: about five working days at our Shanghai workshop, using factory mounting points.',
          'Sales: +86 138 0000 0000',
        ];
        const file = join(staticDir, tab.pdf);
        return mkdir(dirname(file), { recursive: true }).then(() => writeFile(file, buildPdf(title, lines)));
      }),
  );
}

/** Bound parameters per statement: well under SQLite's (32766) and PostgreSQL's (65535) limits. */
const PARAMETERS_PER_INSERT = 8000;

async function insertAll<T extends keyof Database>(
  trx: Db,
  table: T,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  // Long statements are the fast path on both drivers; the chunk follows the row's width.
  const chunk = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += chunk) {
    // The rows are typed per table in their own files; the loop only forwards them.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

/**
 * Seeds the demo catalogue into a database that has never held a site; otherwise does nothing.
 * Files are written first (they are harmless if the insert fails); rows go in one transaction.
 */
export interface SeedOptions {
  /** Gives partner 8 an icon that does not exist, for the browser tests of the logo fallback. */
  brokenPartnerIcon?: boolean;
  /** Copies of the catalogue (1 = the demo as it is); see scale.ts. */
  scale?: number;
  /** Where the demo's photographs are kept between seeds; the machine's cache folder by default. */
  photos?: Partial<DemoPhotoOptions> & { later?: boolean };
}

/**
 * Set by a restore (backup/restoring/restored-marker.ts): the site's own data, never to be seeded
 * over.
 */
export const RESTORED_SETTING = 'site.restoredFromBackup';
/**
 * Set once a database holds a site (seeded, or found with content): from then on it is never
 * seeded again, even after its owners delete every brand to start their own catalogue.
 */
export const HOLDS_SITE_SETTING = 'site.holdsContent';

async function hasSetting(db: Db, key: string): Promise<boolean> {
  return (
    (await db.selectFrom('admin_setting').select('key').where('key', '=', key).executeTakeFirst()) !==
    undefined
  );
}

/** Marks the database as holding a site, never to be seeded (a seed, or an import into it). */
export async function markHoldsSite(db: Db): Promise<void> {
  await db
    .insertInto('admin_setting')
    .values({ key: HOLDS_SITE_SETTING, value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/**
 * Whether the database holds a site already: the mark of one, the mark of a restore (which may
 * have no brand), or a brand (a database seeded before the mark existed, marked now).
 */
async function holdsSite(db: Db): Promise<boolean> {
  if ((await hasSetting(db, HOLDS_SITE_SETTING)) || (await hasSetting(db, RESTORED_SETTING))) return true;
  if ((await db.selectFrom('brand').select('id').limit(1).executeTakeFirst()) === undefined) return false;
  await markHoldsSite(db);
  return true;
}

/** The tables the seed writes (PostgreSQL's VACUUM takes them by name). */
const SEEDED_TABLES = [...(Object.keys(seedData) as SeededTable[]), 'user_trace'] as const;

/** Rows that name a parent row of their own table go in after it, in a statement of their own. */
function parentsFirst(rows: readonly object[]): (readonly object[])[] {
  const isChild = (row: object) => 'parentId' in row && row.parentId !== null;
  return rows.some(isChild) ? [rows.filter((row) => !isChild(row)), rows.filter(isChild)] : [rows];
}

export async function seedIfEmpty(db: Db, staticDir: string, options: SeedOptions = {}): Promise<void> {
  if (await holdsSite(db)) return;

  await writeArtwork(staticDir, {
    cacheDir: defaultDemoPhotoCacheDir(),
    ...options.photos,
  });
  await writeBrochures(staticDir);

  const more = scaledRows(
    {
      brand: brands,
      car: cars,
      car_product_type: carProductTypes,
      product: products,
      car_gallery: galleries,
      news,
      car_stage: carStages,
      car_stage_part: carStageParts,
      gallery_part: galleryParts,
      product_wheel_size: productWheelSizes,
      product_fitment_car: productFitmentCars,
    },
    options.scale ?? 1,
  );

  const seeded = await db.transaction().execute(async (trx) => {
    // Processes starting together on one empty database: the first to raise the content version
    // holds its row until it commits (SQLite: BEGIN IMMEDIATE holds the write lock already); the
    // others wait here, then find the catalogue in place and leave it alone (their raise is harmless).
    await bumpContentVersion(trx);
    if (await holdsSite(trx)) return false;
    await markHoldsSite(trx);
    const rows: DemoRows = { ...seedData, partner: partnerRows(options.brokenPartnerIcon ?? false) };
    const tables = Object.keys(rows) as SeededTable[];
    for (const table of tables) {
      const extra: readonly object[] = table in more ? more[table as keyof typeof more] : [];
      const batches = parentsFirst([...(rows[table] ?? []), ...extra]);
      for (const batch of batches) await insertAll(trx, table, batch);
    }
    await insertAll(trx, 'user_trace', more.user_trace);

    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      // Explicit ids leave the serial sequences behind; move them past the seeded rows.
      const withIds = tables.filter((table) => 'id' in (rows[table]?.[0] ?? {}));
      for (const table of withIds) {
        await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select max("id") from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
    return true;
  });
  if (!seeded) return;
  // Table statistics for the query planner: without them SQLite walks every product of a type to
  // find one car's parts (it prefers the index that avoids a sort), which costs more as content grows.
  // On PostgreSQL, VACUUM also marks the new rows' pages all-visible, so the paged lists' counts read
  // their covering indexes alone from the start (autovacuum would do it within minutes).
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`vacuum (analyze) ${sql.join(SEEDED_TABLES.map((table) => sql.table(table)))}`
      : sql`analyze`
  ).execute(db);
}
