// Products: one live row each (images as the imagesJson file list); description is rich HTML. A
// product listed in a stage of a car's programme is used by that car, one among a gallery's parts
// by that gallery.
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
  dependents: async (db, id) => {
    const [cars, galleries] = await Promise.all([
      db
        .selectFrom('car_stage_part')
        .innerJoin('car_stage', 'car_stage.id', 'car_stage_part.stageId')
        .innerJoin('car', 'car.id', 'car_stage.carId')
        .select(['car.id', 'car.carName as title'])
        .where('car_stage_part.productId', '=', id)
        .distinct()
        .orderBy('car.id')
        .execute(),
      db
        .selectFrom('gallery_part')
        .innerJoin('car_gallery', 'car_gallery.id', 'gallery_part.galleryId')
        .select(['car_gallery.id', 'car_gallery.galleryName as title'])
        .where('gallery_part.productId', '=', id)
        .distinct()
        .orderBy('car_gallery.id')
        .execute(),
    ]);
    return [
      ...cars.map((row) => ({ type: 'cars' as const, ...row })),
      ...galleries.map((row) => ({ type: 'galleries' as const, ...row })),
    ];
  },
  checkReferences: async (db, document) => [
    ...(await mustExist(db, 'product-types', document.typeId, 'typeId')),
    ...(await mustExist(db, 'cars', document.carId, 'carId')),
  ],
});
