// Helpers for the backup tests: the backup settings of a test app, a fresh empty site to restore
// into (a temp data folder, and on PostgreSQL a database of its own whose schema has the source's
// name, as a restore requires), and a snapshot of what a site answers, to compare two sites.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls, COMMON_DATA_CODES, PRODUCT_CATEGORIES } from '@refit/contract';
import { CONTENT_TYPES } from '@refit/contract/content-types';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import type { BackupConfig } from '../../src/backup/backup-target.ts';
import { buildApp } from '../../src/app.ts';
import { describeContents } from '../../src/backup/restoring/restore-target.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { call } from './admin.ts';
import { databaseOf, get } from './test-app.ts';
import type { TestApp } from './test-app.ts';

export function backupConfigOf(app: TestApp, backupDir: string): BackupConfig {
  return { ...app.config, DATABASE_URL: databaseOf(app).databaseUrl, BACKUP_DIR: backupDir };
}

export interface EmptySite {
  config: BackupConfig;
  /** What the site holds, in words (restore-target.ts): nothing while it is empty. */
  contents(): Promise<string[]>;
  /** Builds the site's app on what was restored, as a server start would (nothing seeded over it). */
  start(): Promise<TestApp>;
  remove(): Promise<void>;
}

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty site beside `source`: same settings, its own data folder and database. */
export async function emptySiteLike(
  source: TestApp,
  backupDir: string,
  /** Settings of the new site beyond its folder and database (its media bucket). */
  env: Record<string, string> = {},
): Promise<EmptySite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-restore-'));
  const sourceUrl = databaseOf(source).databaseUrl;
  let databaseUrl: string | undefined;
  let database: string | undefined;
  if (sourceUrl) {
    const schema =
      new URL(sourceUrl).searchParams.get('options')?.match(/search_path=(\w+)/)?.[1] ?? 'public';
    database = `restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await query(sourceUrl, `create database ${database}`);
    const url = new URL(sourceUrl);
    url.pathname = `/${database}`;
    if (schema !== 'public') await query(url.toString(), `create schema ${schema}`);
    databaseUrl = url.toString();
  }
  const siteConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_REFUSAL_DELAY_MS: '0',
    CAPTCHA_HMAC_KEY: source.config.CAPTCHA_HMAC_KEY,
    ...env,
  });
  const config = { ...siteConfig, DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir };
  const apps: TestApp[] = [];
  return {
    config,
    contents: () => describeContents(config),
    async start() {
      const db = openDatabase({ dataDir, databaseUrl });
      const app = await buildApp({ config: siteConfig, db, withWebApp: false, logger: false });
      app.addHook('onClose', () => db.destroy());
      apps.push(app);
      return app;
    },
    async remove() {
      for (const app of apps) await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (sourceUrl && database) await query(sourceUrl, `drop database ${database} with (force)`);
    },
  };
}

type Snapshot = Record<string, unknown>;

/** Every public GET call, with every id the catalogue has, as the site answers it. */
export async function publicAnswers(app: TestApp): Promise<Snapshot> {
  const ids = async (table: 'brand' | 'car' | 'product' | 'news' | 'car_gallery' | 'product_type') =>
    (await app.db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => String(row.id));
  const [brands, cars, products, news, galleries, types] = await Promise.all([
    ids('brand'),
    ids('car'),
    ids('product'),
    ids('news'),
    ids('car_gallery'),
    ids('product_type'),
  ]);
  const pairs = await app.db.selectFrom('car_product_type').select(['carId', 'productTypeId']).execute();
  const all = { pageSize: '100' };
  const queries: Record<string, Record<string, string>[]> = {
    getMenuData: [{}],
    getBrandList: [{}],
    getCommonData: COMMON_DATA_CODES.map((code) => ({ code })),
    getIndexProductList: PRODUCT_CATEGORIES.map((category) => ({ category })),
    getIndexList: [{}],
    getPartnersList: [{}],
    getLocationList: [{}],
    getCarList: brands.map((brandId) => ({ brandId })),
    getCarListByPage: brands.map((brandId) => ({ brandId, ...all })),
    getCarGalleryListByPage: [all, ...cars.map((carId) => ({ carId, ...all }))],
    getRefitCarInfo: cars.map((carId) => ({ carId })),
    getProductListByPage: pairs.map((pair) => ({
      carId: String(pair.carId),
      productTypeId: String(pair.productTypeId),
      ...all,
    })),
    getProductListByPageSimple: [1, 2, 3, 4, 5].map((page) => ({ pageNo: String(page), ...all })),
    getProductInfo: products.map((id) => ({ id })),
    getProductListByType: types.map((typeId) => ({ typeId, ...all })),
    getNewsList: [all],
    getNewsDetail: news.map((id) => ({ id })),
    getCarGalleryById: galleries.map((id) => ({ id })),
    getContactRule: [{}],
  };
  const snapshot: Snapshot = {};
  for (const [name, declared] of Object.entries(calls)) {
    if (declared.method !== 'GET') continue;
    const list = queries[name];
    if (!list) throw new Error(`no queries for ${name}: add it to publicAnswers`);
    for (const q of list) {
      const answer = await get(app, name, q);
      snapshot[`${name} ${new URLSearchParams(q)}`] = { status: answer.status, body: answer.body };
    }
  }
  return snapshot;
}

/** What the admin lists show an owner: content of every type, enquiries, media, users, audit. */
export async function adminLists(app: TestApp, cookie: string): Promise<Snapshot> {
  const paths = [
    ...CONTENT_TYPES.map((type) => `/content/${type}?pageSize=100`),
    '/enquiries?pageSize=100',
    '/media?pageSize=100',
    '/users',
    '/audit?pageSize=100',
  ];
  const snapshot: Snapshot = {};
  for (const listPath of paths) {
    const answer = await call(app, 'GET', listPath, { cookie });
    snapshot[listPath] = { status: answer.status, body: answer.body };
  }
  return snapshot;
}

/** Every file below a folder, by relative path, with its bytes. */
export function filesOf(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), fs.readFileSync(file));
  }
  return files;
}

/** Copies an archive entry by entry, letting `edit` change an entry's bytes (tests of damaged archives). */
export async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, data: Buffer) => Buffer,
): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), fs.createWriteStream(to));
  const read = pipeline(fs.createReadStream(from), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = edit(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ ...entry.header, size: data.length }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  await read;
  pack.finalize();
  await written;
}

/** Rows per table of a restored site: the archive's, and the restore's mark (admin_setting). */
export function restoredCounts(archived: Record<string, number>): Record<string, number> {
  return { ...archived, admin_setting: (archived.admin_setting ?? 0) + 1 };
}
