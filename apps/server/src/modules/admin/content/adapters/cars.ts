// Cars: the car row (with its programme's figures, price and compliance note), its product-type
// rows (car_product_type: configuration images and PDF brochure, in order) and its programme's
// stages with their parts (car_stage, car_stage_part, in order); galleries and products depend on a car.
import type { AdminIssue, CarDocument } from '@refit/contract/admin';
import type { Selectable } from 'kysely';
import type { Db } from '../../../../db/connect.ts';
import type { CarTable } from '../../../../db/schema.ts';
import { fileListFromUrls, flag, nextSortOrder, urlsFromFileList } from './adapter.ts';
import type { ContentAdapter } from './adapter.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { eachMustExist, mustExist } from './references.ts';
import { searchAndSharingOf } from '../../../../db/search-and-sharing.ts';

async function productTypesOf(db: Db, carId: number): Promise<CarDocument['productTypes']> {
  const rows = await db
    .selectFrom('car_product_type')
    .select(['productTypeId', 'slideshowJson', 'moMaUrl'])
    .where('carId', '=', carId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    productTypeId: row.productTypeId,
    configImages: urlsFromFileList(row.slideshowJson),
    brochureUrl: row.moMaUrl,
  }));
}

type Stages = CarDocument['stages'];

/** The car's stages as stored, in order, each with its parts (also what the import compares). */
export async function readStages(db: Db, carId: number): Promise<Stages> {
  const [stages, parts] = await Promise.all([
    db
      .selectFrom('car_stage')
      .select(['id', 'name', 'nameEn', 'description', 'descriptionEn'])
      .where('carId', '=', carId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('car_stage_part')
      .innerJoin('car_stage', 'car_stage.id', 'car_stage_part.stageId')
      .select(['car_stage_part.stageId', 'car_stage_part.productId'])
      .where('car_stage.carId', '=', carId)
      .orderBy('car_stage_part.sortOrder')
      .orderBy('car_stage_part.id')
      .execute(),
  ]);
  return stages.map(({ id, ...stage }) => ({
    ...stage,
    parts: parts.filter((part) => part.stageId === id).map((part) => ({ productId: part.productId })),
  }));
}

function toDocument(
  row: Selectable<CarTable>,
  productTypes: CarDocument['productTypes'],
  stages: Stages,
): CarDocument {
  return {
    brandId: row.brandId,
    carName: row.carName,
    carNameEn: row.carNameEn,
    carIcoUrl: row.carIcoUrl,
    carImgUrl: row.carImgUrl,
    carTitles: row.carTitles,
    carTitlesEn: row.carTitlesEn,
    carContents: row.carContents,
    carContentsEn: row.carContentsEn,
    // Live rows hold HTML only: the editor opens it as HTML until it is saved again.
    carContentsDoc: null,
    carContentsDocEn: null,
    keyword: row.keyword,
    keywordEn: row.keywordEn,
    videoUrl: row.videoUrl,
    featured: row.isFeatured === '1',
    productTypes,
    stockPowerKw: row.stockPowerKw,
    tunedPowerKw: row.tunedPowerKw,
    stockTorqueNm: row.stockTorqueNm,
    tunedTorqueNm: row.tunedTorqueNm,
    // PostgreSQL's double precision and SQLite's real both read back as numbers.
    stockZeroTo100: row.stockZeroTo100,
    tunedZeroTo100: row.tunedZeroTo100,
    weightSavedKg: row.weightSavedKg,
    priceFromCny: row.priceFromCny,
    complianceNote: row.complianceNote,
    complianceNoteEn: row.complianceNoteEn,
    stages,
    ...searchAndSharingOf(row),
  };
}

function toColumns({
  featured,
  productTypes: _productTypes,
  stages: _stages,
  carContentsDoc: _doc,
  carContentsDocEn: _docEn,
  ...document
}: CarDocument) {
  return { ...document, isVideo: flag(document.videoUrl !== ''), isFeatured: flag(featured) };
}

async function writeProductTypes(trx: Db, carId: number, productTypes: CarDocument['productTypes']) {
  await trx.deleteFrom('car_product_type').where('carId', '=', carId).execute();
  for (const [index, entry] of productTypes.entries()) {
    await trx
      .insertInto('car_product_type')
      .values({
        carId,
        productTypeId: entry.productTypeId,
        slideshowJson: fileListFromUrls(entry.configImages),
        moMaUrl: entry.brochureUrl,
        sortOrder: index + 1,
      })
      .execute();
  }
}

/** Replaces the car's stages and their parts (the admin's save, the import's linked rows). */
export async function writeStages(trx: Db, carId: number, stages: Stages) {
  const old = trx.selectFrom('car_stage').select('id').where('carId', '=', carId);
  await trx.deleteFrom('car_stage_part').where('stageId', 'in', old).execute();
  await trx.deleteFrom('car_stage').where('carId', '=', carId).execute();
  for (const [index, { parts, ...stage }] of stages.entries()) {
    const { id } = await trx
      .insertInto('car_stage')
      .values({ ...stage, carId, sortOrder: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (parts.length === 0) continue;
    await trx
      .insertInto('car_stage_part')
      .values(parts.map((part, at) => ({ stageId: id, productId: part.productId, sortOrder: at + 1 })))
      .execute();
  }
}

/** An issue beside each stage part that names no product. */
function checkStageParts(db: Db, stages: Stages): Promise<AdminIssue[]> {
  return eachMustExist(
    db,
    'products',
    stages.flatMap((stage, index) =>
      stage.parts.map((part, at) => ({
        path: ['stages', String(index), 'parts', String(at), 'productId'],
        id: part.productId,
      })),
    ),
  );
}

export const carsAdapter: ContentAdapter<CarDocument> = {
  type: 'cars',
  liveTables: ['car', 'car_product_type', 'car_stage', 'car_stage_part'],
  parentColumn: 'brandId',
  richFields: ['carContents', 'carContentsEn'],
  async readLive(db, id) {
    const row = await db.selectFrom('car').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        document: toDocument(row, await productTypesOf(db, id), await readStages(db, id)),
        published: row.publishStatus === '1',
      }
    );
  },
  async checkReferences(db, document) {
    const issues = await mustExist(db, 'brands', document.brandId, 'brandId');
    const wanted = document.productTypes.map((entry) => entry.productTypeId);
    if (wanted.length > 0) {
      const found = new Set(
        (await db.selectFrom('product_type').select('id').where('id', 'in', wanted).execute()).map(
          (row) => row.id,
        ),
      );
      document.productTypes.forEach((entry, index) => {
        if (!found.has(entry.productTypeId)) {
          issues.push({
            path: ['document', 'productTypes', String(index), 'productTypeId'],
            message: `no such product type (${entry.productTypeId})`,
          });
        }
      });
    }
    issues.push(...(await checkStageParts(db, document.stages)));
    return issues;
  },
  async insertLive(trx, document) {
    const max = await trx
      .selectFrom('car')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where('brandId', '=', document.brandId)
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('car')
      .values({ ...toColumns(document), publishStatus: '0', sortOrder: nextSortOrder(max?.max) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeProductTypes(trx, id, document.productTypes);
    await writeStages(trx, id, document.stages);
    return id;
  },
  async writeLive(trx, id, document) {
    await trx.updateTable('car').set(toColumns(document)).where('id', '=', id).execute();
    await writeProductTypes(trx, id, document.productTypes);
    await writeStages(trx, id, document.stages);
  },
  async setPublished(trx, id, published) {
    await trx
      .updateTable('car')
      .set({ publishStatus: flag(published) })
      .where('id', '=', id)
      .execute();
  },
  async dependents(db, id) {
    const [galleries, products] = await Promise.all([
      db
        .selectFrom('car_gallery')
        .select(['id', 'galleryName as title'])
        .where('carId', '=', id)
        .orderBy('id')
        .execute(),
      // Products made for the car, and wheels whose fitment lists it.
      db
        .selectFrom('product')
        .select(['id', 'name as title'])
        .where((eb) =>
          eb.or([
            eb('carId', '=', id),
            eb(
              'id',
              'in',
              eb
                .selectFrom('product_fitment_car')
                .select('product_fitment_car.productId')
                .where('product_fitment_car.carId', '=', id),
            ),
          ]),
        )
        .orderBy('id')
        .execute(),
    ]);
    return [
      ...galleries.map((row) => ({ type: 'galleries' as const, ...row })),
      ...products.map((row) => ({ type: 'products' as const, ...row })),
    ];
  },
  async deleteLive(trx, id) {
    await trx.deleteFrom('car_product_type').where('carId', '=', id).execute();
    await writeStages(trx, id, []);
    await trx.deleteFrom('car').where('id', '=', id).execute();
  },
  async listRows(db, parentId) {
    let query = db.selectFrom('car').selectAll();
    if (parentId !== undefined) query = query.where('brandId', '=', parentId);
    const rows = await query.orderBy('brandId').orderBy('sortOrder').orderBy('id').execute();
    const brands =
      rows.length > 0
        ? await itemTitles(db, 'brands', [...new Set(rows.map((row) => row.brandId))])
        : new Map();
    return rows.map((row) => ({
      id: row.id,
      title: row.carName,
      titleEn: row.carNameEn,
      thumbnailUrl: row.carIcoUrl || row.carImgUrl,
      parentId: row.brandId,
      parentTitle: brands.get(row.brandId) ?? null,
      sortOrder: row.sortOrder,
      published: row.publishStatus === '1',
      // The list counts missing translations of the car's own texts (the form's top-level pairs);
      // product types and stages are not read for it.
      document: toDocument(row, [], []),
    }));
  },
  async scopeIds(db, parentId) {
    if (parentId === null) return [];
    return (await db.selectFrom('car').select('id').where('brandId', '=', parentId).execute()).map(
      (row) => row.id,
    );
  },
  async setSortOrder(trx, id, sortOrder) {
    await trx.updateTable('car').set({ sortOrder }).where('id', '=', id).execute();
  },
};
