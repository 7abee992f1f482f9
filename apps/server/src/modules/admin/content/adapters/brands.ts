// Brands: one live row; slides are its slideshowJson. Cars and news depend on a brand.
import type { BrandDocument } from '@refit/contract/admin';
import type { Selectable } from 'kysely';
import { brandOrder } from '../../../../db/brand-order.ts';
import type { BrandTable } from '../../../../db/schema.ts';
import { brandsNotShownBecause } from '../../../../db/visibility.ts';
import { flag, nextSortOrder } from './adapter.ts';
import type { ContentAdapter } from './adapter.ts';

function toDocument(row: Selectable<BrandTable>): BrandDocument {
  let slides: BrandDocument['slides'] = [];
  try {
    const parsed: unknown = JSON.parse(row.slideshowJson);
    if (Array.isArray(parsed)) slides = parsed as BrandDocument['slides'];
  } catch {
    slides = [];
  }
  return {
    slug: row.slug,
    brandName: row.brandName,
    brandNameEn: row.brandNameEn,
    brandIconUrl: row.brandIconUrl,
    keyword: row.keyword,
    keywordEn: row.keywordEn,
    showInMenu: row.isShowMenu === '1',
    slides,
  };
}

function toColumns(document: BrandDocument) {
  return {
    slug: document.slug,
    brandName: document.brandName,
    brandNameEn: document.brandNameEn,
    brandIconUrl: document.brandIconUrl,
    keyword: document.keyword,
    keywordEn: document.keywordEn,
    isShowMenu: flag(document.showInMenu),
    slideshowJson: JSON.stringify(document.slides),
  };
}

export const brandsAdapter: ContentAdapter<BrandDocument> = {
  type: 'brands',
  liveTables: ['brand'],
  async readLive(db, id) {
    const row = await db.selectFrom('brand').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { document: toDocument(row), published: row.publishStatus === '1' };
  },
  async checkReferences(db, document, id) {
    let query = db.selectFrom('brand').select('id').where('slug', '=', document.slug);
    if (id !== null) query = query.where('id', '!=', id);
    const taken = await query.executeTakeFirst();
    return taken ? [{ path: ['document', 'slug'], message: `is used by brand ${taken.id}` }] : [];
  },
  async insertLive(trx, document) {
    const max = await trx
      .selectFrom('brand')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('brand')
      .values({ ...toColumns(document), publishStatus: '0', sortOrder: nextSortOrder(max?.max) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async writeLive(trx, id, document) {
    await trx.updateTable('brand').set(toColumns(document)).where('id', '=', id).execute();
  },
  async setPublished(trx, id, published) {
    await trx
      .updateTable('brand')
      .set({ publishStatus: flag(published) })
      .where('id', '=', id)
      .execute();
  },
  async dependents(db, id) {
    // News of a deleted brand only lose their brand; its cars would be deleted with it.
    const cars = await db
      .selectFrom('car')
      .select(['id', 'carName as title'])
      .where('brandId', '=', id)
      .orderBy('id')
      .execute();
    return cars.map((car) => ({ type: 'cars' as const, ...car }));
  },
  async deleteLive(trx, id) {
    await trx.deleteFrom('brand').where('id', '=', id).execute();
  },
  async listRows(db) {
    // The order the public site lists them in.
    const rows = await db.selectFrom('brand').selectAll().orderBy(brandOrder()).execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.brandName,
      titleEn: row.brandNameEn,
      thumbnailUrl: row.brandIconUrl,
      parentId: null,
      parentTitle: null,
      sortOrder: row.sortOrder,
      published: row.publishStatus === '1',
      document: toDocument(row),
    }));
  },
  notShown: brandsNotShownBecause,
  async scopeIds(db) {
    return (await db.selectFrom('brand').select('id').execute()).map((row) => row.id);
  },
  async setSortOrder(trx, id, sortOrder) {
    await trx.updateTable('brand').set({ sortOrder }).where('id', '=', id).execute();
  },
  // /brand/<slug> shows the same page; the id address is its canonical one.
};
