// Products: one live row each (images as the imagesJson file list); description is rich HTML. A
// product listed in a stage of a car's programme is used by that car.
import type { ProductDocument } from '@refit/contract/admin';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { mustExist } from './references.ts';
import { singleTableAdapter } from './single-table.ts';
import { searchAndSharingOf } from '../../../../db/search-and-sharing.ts';

export const productsAdapter = singleTableAdapter<'product', ProductDocument>({
  type: 'products',
  table: 'product',
  toDocument: (row) => ({
    typeId: row.typeId,
    carId: row.carId,
    name: row.name,
    nameEn: row.nameEn,
    productImgFileUrl: row.productImgFileUrl,
    images: urlsFromFileList(row.imagesJson),
    specs: row.specs,
    specsEn: row.specsEn,
    quantity: Number(row.quantity),
    description: row.description,
    descriptionEn: row.descriptionEn,
    // Live rows hold HTML only: the editor opens it as HTML until it is saved again.
    descriptionDoc: null,
    descriptionDocEn: null,
    ...searchAndSharingOf(row),
  }),
  toColumns: ({ images, descriptionDoc: _doc, descriptionDocEn: _docEn, ...document }) => ({
    ...document,
    imagesJson: fileListFromUrls(images),
  }),
  list: (row) => ({ title: row.name, titleEn: row.nameEn, thumbnailUrl: row.productImgFileUrl }),
  parent: { column: 'typeId', titles: (db, ids) => itemTitles(db, 'product-types', ids) },
  richFields: ['description', 'descriptionEn'],
  dependents: async (db, id) =>
    (
      await db
        .selectFrom('car_stage_part')
        .innerJoin('car_stage', 'car_stage.id', 'car_stage_part.stageId')
        .innerJoin('car', 'car.id', 'car_stage.carId')
        .select(['car.id', 'car.carName as title'])
        .where('car_stage_part.productId', '=', id)
        .distinct()
        .orderBy('car.id')
        .execute()
    ).map((row) => ({ type: 'cars' as const, ...row })),
  checkReferences: async (db, document) => [
    ...(await mustExist(db, 'product-types', document.typeId, 'typeId')),
    ...(await mustExist(db, 'cars', document.carId, 'carId')),
  ],
});
