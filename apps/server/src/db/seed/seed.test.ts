import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMMON_DATA_CODES,
  brandSlideSchema,
  commonJsContentsSchema,
  wechatQrContentsSchema,
  siteInfoContentsSchema,
  copyrightContentsSchema,
  fileItemSchema,
  heroBannerContentsSchema,
  keywordContentsSchema,
  logoContentsSchema,
  platformContentsSchema,
  salesContentsSchema,
} from '@refit/contract';
import type { CommonDataCode } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countRows } from '../../../test/helpers/count-rows.ts';
import { openDatabase } from '../connect.ts';
import { BRAND_SLUGS } from './artwork/catalog.ts';
import type { Db } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import {
  BROKEN_PARTNER_ICON,
  CATALOGUE_PRODUCT_IDS,
  HOLDS_SITE_SETTING,
  MENU_ID,
  seedIfEmpty,
  TYPE_ID,
  XSS_NEWS_ID,
} from './index.ts';
import type { TypeSlug } from './product-types.ts';

const contentsSchemas: Record<CommonDataCode, z.ZodType> = {
  index_hd: heroBannerContentsSchema,
  keyword: keywordContentsSchema,
  logo_ico: logoContentsSchema,
  salesperson: salesContentsSchema,
  External_platform: platformContentsSchema,
  Copyright_Information: copyrightContentsSchema,
  common_js: commonJsContentsSchema,
  wechat_qr: wechatQrContentsSchema,
  site_info: siteInfoContentsSchema,
};

const fileList = z.array(fileItemSchema);
const files = (json: string): string[] => fileList.parse(JSON.parse(json)).map((f) => f.fileUrl);

let dir: string;
let staticDir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'refit-seed-'));
  staticDir = join(dir, 'static');
  db = openDatabase({ dataDir: join(dir, 'data') });
  await migrateToLatest(db);
  await seedIfEmpty(db, staticDir);
  // The second run finds brands and does nothing.
  await seedIfEmpty(db, staticDir);
});

afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('seeds once: a second run adds no rows', async () => {
    const count = (table: 'brand' | 'car' | 'product' | 'menu_item' | 'location') => countRows(db, table);
    expect(await count('brand')).toBe(10);
    expect(await count('car')).toBe(24);
    expect(await count('menu_item')).toBe(23);
    expect(await count('location')).toBe(3);
    expect(await count('product')).toBeGreaterThan(200);
  });

  it('has eight visible brands in the spec order, plus one hidden and one draft', async () => {
    const rows = await db.selectFrom('brand').selectAll().orderBy('id').execute();
    const visible = rows.filter((b) => b.isShowMenu === '1' && b.publishStatus === '1');
    expect(visible.map((b) => b.slug)).toEqual([...BRAND_SLUGS]);
    expect(visible.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.find((b) => b.id === 9)).toMatchObject({ slug: 'koenigsegg-hidden', isShowMenu: '0' });
    expect(rows.find((b) => b.id === 10)).toMatchObject({ slug: 'pagani-draft', publishStatus: '0' });
    for (const brand of visible) {
      const slides = z.array(brandSlideSchema).parse(JSON.parse(brand.slideshowJson));
      expect(slides).toHaveLength(3);
      for (const slide of slides) {
        expect(slide.slideshowTitle && slide.slideshowTitleEn && slide.slideshowContentEn).toBeTruthy();
      }
    }
    const hiddenCars = await db.selectFrom('car').select('id').where('brandId', 'in', [9, 10]).execute();
    expect(hiddenCars).toHaveLength(0);
  });

  it('has 24 cars, three per brand, 16 featured and about one in three with a video', async () => {
    const cars = await db.selectFrom('car').selectAll().orderBy('id').execute();
    expect(cars.map((c) => c.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (let b = 1; b <= 8; b++) expect(cars.filter((c) => c.brandId === b)).toHaveLength(3);
    expect(cars.filter((c) => c.isFeatured === '1')).toHaveLength(16);
    const videos = cars.filter((c) => c.isVideo === '1');
    expect(videos.length).toBe(8);
    for (const car of videos)
      expect(car.videoUrl).toMatch(
        // Platforms that play in mainland China.
        /^https:\/\/(player\.bilibili\.com|www\.bilibili\.com|v\.qq\.com|v\.youku\.com)\//,
      );
    for (const car of cars) {
      expect(car.carTitles && car.carTitlesEn && car.carContents && car.carContentsEn).toBeTruthy();
    }
  });

  it('gives each car 2-3 tabs with configuration images, and parts in every tab', async () => {
    const tabs = await db.selectFrom('car_product_type').selectAll().execute();
    for (let carId = 1; carId <= 24; carId++) {
      const own = tabs.filter((t) => t.carId === carId);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const tab of own) {
        expect(files(tab.slideshowJson)).toHaveLength(3);
        const parts = await db
          .selectFrom('product')
          .select('id')
          .where('carId', '=', carId)
          .where('typeId', '=', tab.productTypeId)
          .execute();
        expect(parts.length).toBeGreaterThanOrEqual(3);
        expect(parts.length).toBeLessThanOrEqual(5);
      }
    }
    // At least one tab per brand has no brochure (no Download button).
    const cars = await db.selectFrom('car').select(['id', 'brandId']).execute();
    for (let b = 1; b <= 8; b++) {
      const ids = cars.filter((c) => c.brandId === b).map((c) => c.id);
      expect(tabs.some((t) => ids.includes(t.carId) && t.moMaUrl === '')).toBe(true);
    }
  });

  it('writes a valid PDF for every tab that names one', async () => {
    const tabs = await db
      .selectFrom('car_product_type')
      .select('moMaUrl')
      .where('moMaUrl', '!=', '')
      .execute();
    expect(tabs.length).toBeGreaterThan(40);
    for (const { moMaUrl } of tabs) {
      expect(moMaUrl).toMatch(/^pdf\/[a-z]+-[1-3]-[a-z-]+\.pdf$/);
      const bytes = readFileSync(join(staticDir, moMaUrl));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-7).toString('latin1')).toContain('%%EOF');
    }
  });

  it('has product types with the agreed slugs and enough catalogue products for "show more"', async () => {
    const types = await db.selectFrom('product_type').selectAll().orderBy('id').execute();
    expect(types.map((t) => [t.id, t.category, t.slug])).toEqual([
      [1, 'aerodynamic-kits', 'front'],
      [2, 'aerodynamic-kits', 'side'],
      [3, 'aerodynamic-kits', 'rear'],
      [4, 'aerodynamic-kits', 'wing'],
      [5, 'wheels', 'single-piece'],
      [6, 'wheels', 'two-piece'],
      [7, 'peripherals', 'interior'],
      [8, 'peripherals', 'exterior'],
      [9, 'peripherals', 'care'],
    ]);
    expect(TYPE_ID['two-piece']).toBe(6);
    for (const type of types) {
      // The type's catalogue lines, universal or made for one model.
      const catalogue = await db
        .selectFrom('product')
        .selectAll()
        .where('id', 'in', CATALOGUE_PRODUCT_IDS[type.slug as TypeSlug] ?? [])
        .execute();
      expect(catalogue.length).toBeGreaterThanOrEqual(type.category === 'wheels' ? 8 : 6);
      for (const p of catalogue) {
        expect(p.typeId).toBe(type.id);
        expect(p.name && p.nameEn && p.specs && p.specsEn && p.description && p.descriptionEn).toBeTruthy();
        // A universal line shows its own shot; one made for a car, the car as well.
        expect(files(p.imagesJson).length).toBe(p.carId === null ? 1 : 3);
      }
    }
  });

  it('has one or two galleries of four images per car', async () => {
    const galleries = await db.selectFrom('car_gallery').selectAll().execute();
    for (let carId = 1; carId <= 24; carId++) {
      const own = galleries.filter((g) => g.carId === carId);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(2);
      for (const g of own) expect(files(g.galleryJson)).toHaveLength(4);
    }
  });

  it('has bilingual news, some per brand, and one article carrying a script to be sanitised', async () => {
    const rows = await db.selectFrom('news').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((n) => n.brandId !== null).length).toBeGreaterThanOrEqual(8);
    for (const n of rows) {
      expect(n.publishDate).toMatch(/^202[56]-\d\d-\d\d$/);
      expect(['车展', '活动', '新品', '技术']).toContain(n.tag);
      expect(n.content).toContain('<h2>');
      expect(n.contentEn).toContain('<ul>');
      expect(n.contentEn).not.toContain('<script');
    }
    const xss = rows.find((n) => n.id === XSS_NEWS_ID);
    expect(xss?.content).toContain("<script>alert('xss')</script>");
    expect(xss?.content).toContain('onerror=');
    expect(rows.filter((n) => n.content.includes('<script'))).toHaveLength(1);
  });

  it('has eight partners with their logos', async () => {
    const rows = await db.selectFrom('partner').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(8);
    expect(rows.map((p) => p.partnersIconUrl)).toEqual(
      Array.from({ length: 8 }, (_, i) => `partner/partner-${i + 1}.svg`),
    );
    for (const p of rows) expect(p.partnersLink).toMatch(/^https:\/\/example\.com\//);
  });

  it('gives partner 8 a missing .jpeg icon when asked, for the tests of the fallback', async () => {
    const other = openDatabase({ dataDir: join(dir, 'data-broken') });
    try {
      await migrateToLatest(other);
      await seedIfEmpty(other, join(dir, 'static-broken'), { brokenPartnerIcon: true });
      const rows = await other.selectFrom('partner').select('partnersIconUrl').orderBy('id').execute();
      expect(rows[7]?.partnersIconUrl).toBe(BROKEN_PARTNER_ICON);
      expect(rows[6]?.partnersIconUrl).toBe('partner/partner-7.svg');
    } finally {
      await other.destroy();
    }
  });

  it('marks the database as holding a site, and never seeds one that has held one', async () => {
    const marks = await db
      .selectFrom('admin_setting')
      .select('key')
      .where('key', '=', HOLDS_SITE_SETTING)
      .execute();
    expect(marks).toHaveLength(1);

    const other = openDatabase({ dataDir: join(dir, 'data-own') });
    try {
      await migrateToLatest(other);
      // A site of its own from before the mark existed: one brand, no mark.
      await other
        .insertInto('brand')
        .values({
          slug: 'own',
          brandName: '自有品牌',
          brandNameEn: 'Own brand',
          brandIconUrl: '',
          isShowMenu: '1',
          publishStatus: '1',
          sortOrder: 1,
          keyword: '',
          keywordEn: '',
          slideshowJson: '[]',
        })
        .execute();
      await seedIfEmpty(other, join(dir, 'static-own'));
      expect(await countRows(other, 'brand')).toBe(1);
      // Its owners delete every brand to start afresh: the next start leaves the site empty.
      await other.deleteFrom('brand').execute();
      await seedIfEmpty(other, join(dir, 'static-own'));
      expect(await countRows(other, 'brand')).toBe(0);
      expect(await countRows(other, 'car')).toBe(0);
      expect(existsSync(join(dir, 'static-own'))).toBe(false);
    } finally {
      await other.destroy();
    }
  });

  it('has the home_page menu with children, hidden entries and one external link', async () => {
    const rows = await db
      .selectFrom('menu_item')
      .selectAll()
      .where('categoryCode', '=', 'home_page')
      .execute();
    const top = rows.filter((m) => m.parentId === null);
    expect(top.filter((m) => m.isShow === '1').map((m) => m.menuLink)).toEqual([
      '/',
      '/brand/1',
      '/aerodynamic-kits',
      '/wheels',
      '/peripherals',
      '/gallery',
      '/news',
      '/about',
    ]);
    expect(top.some((m) => m.isShow === '0')).toBe(true);
    const childrenOf = (id: number) => rows.filter((m) => m.parentId === id).map((m) => m.menuLink);
    // The Brands entry lists the brands themselves: nothing is stored under it.
    expect(childrenOf(MENU_ID.brands)).toEqual([]);
    expect(childrenOf(MENU_ID.aero)).toEqual([1, 2, 3, 4].map((id) => `/aerodynamic-kits/${id}`));
    expect(childrenOf(MENU_ID.wheels)).toEqual(['/wheels/single-piece', '/wheels/two-piece']);
    expect(childrenOf(MENU_ID.peripherals)).toEqual([7, 8, 9].map((id) => `/peripherals/${id}`));
    expect(childrenOf(MENU_ID.about)).toContain('https://example.com/store');
    expect(childrenOf(MENU_ID.about)).toContain('/locations');
    expect(rows.some((m) => m.parentId !== null && m.isShow === '0')).toBe(true);
    for (const child of rows.filter((m) => m.parentId !== null)) expect(child.fileUrl).not.toBe('');
  });

  it('has every common-data code, valid per the contract', async () => {
    const rows = await db.selectFrom('common_data').selectAll().execute();
    expect(rows.map((r) => r.code).sort()).toEqual([...COMMON_DATA_CODES].sort());
    for (const row of rows) {
      const schema = contentsSchemas[row.code as CommonDataCode];
      expect(() => schema.parse(JSON.parse(row.contents)), row.code).not.toThrow();
    }
    const banner = heroBannerContentsSchema.parse(
      JSON.parse(rows.find((r) => r.code === 'index_hd')?.contents ?? ''),
    );
    expect(banner.cn).toHaveLength(3);
    expect(banner.en).toHaveLength(3);
    for (const slide of [...banner.cn, ...banner.en]) expect(files(slide.url)[0]).toMatch(/^banner\//);
  });

  it('references only images that exist on disk', async () => {
    const paths = new Set<string>();
    const add = (p: string) => {
      if (p) paths.add(p);
    };
    for (const b of await db.selectFrom('brand').selectAll().execute()) {
      add(b.brandIconUrl);
      for (const s of z.array(brandSlideSchema).parse(JSON.parse(b.slideshowJson))) add(s.slideshowImg ?? '');
    }
    for (const c of await db.selectFrom('car').selectAll().execute()) {
      add(c.carImgUrl);
      add(c.carIcoUrl);
    }
    for (const t of await db.selectFrom('product_type').selectAll().execute()) add(t.iconUrl);
    for (const t of await db.selectFrom('car_product_type').selectAll().execute())
      files(t.slideshowJson).forEach(add);
    for (const p of await db.selectFrom('product').selectAll().execute()) {
      add(p.productImgFileUrl);
      files(p.imagesJson).forEach(add);
    }
    for (const g of await db.selectFrom('car_gallery').selectAll().execute()) {
      add(g.coverImgUrl);
      files(g.galleryJson).forEach(add);
    }
    for (const n of await db.selectFrom('news').selectAll().execute()) {
      add(n.coverImgUrl);
      for (const m of `${n.content}${n.contentEn}`.matchAll(/src="\/api\/static\/([^"]+)"/g)) add(m[1] ?? '');
    }
    for (const p of await db.selectFrom('partner').selectAll().execute()) add(p.partnersIconUrl);
    for (const m of await db.selectFrom('menu_item').selectAll().execute()) add(m.fileUrl);
    const common = Object.fromEntries(
      (await db.selectFrom('common_data').selectAll().execute()).map((r) => [r.code, JSON.parse(r.contents)]),
    );
    const banner = heroBannerContentsSchema.parse(common.index_hd);
    for (const slide of [...banner.cn, ...banner.en]) files(slide.url).forEach(add);
    logoContentsSchema.parse(common.logo_ico).forEach((l) => add(l.fileUrl));
    platformContentsSchema.parse(common.External_platform).forEach((p) => files(p.ico).forEach(add));

    expect(paths.size).toBeGreaterThan(150);
    const missing = [...paths].filter((p) => !existsSync(join(staticDir, p)));
    expect(missing).toEqual([]);
    for (const p of paths) expect(p.startsWith('/')).toBe(false);
  });
});
