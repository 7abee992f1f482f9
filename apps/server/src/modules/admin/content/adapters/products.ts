// Products: one live row each (images as the imagesJson file list); description is rich HTML. A
// product listed in a stage of a car's programme is used by that car, one among a gallery's parts
// by that gallery. A wheel's sizes and fitted models are rows of two tables of its own
// (wheel-fitment.ts), written with the row, so drafts, history, publishing and preview carry them
// as they carry the row.
import type { ProductDocument } from '@refit/contract/admin';
import type { ContentAdapter } from './adapter.ts';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { mustExist } from './references.ts';
import { singleTableAdapter } from './single-table.ts';
import { searchAndSharingOf } from '../../../../db/search-and-sharing.ts';
import { checkFitment, NO_FITMENT, readFitment, writeFitment } from './wheel-fitment.ts';

const productRow = singleTableAdapter<'product', ProductDocument>({
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
    // The list reads rows only: the sizes and models are read with the item (readLive below).
    ...NO_FITMENT,
    fitmentNote: row.fitmentNote,
    fitmentNoteEn: row.fitmentNoteEn,
  }),
  toColumns: ({
    images,
    descriptionDoc: _doc,
    descriptionDocEn: _docEn,
    wheelSizes: _sizes,
    fitCars: _cars,
    ...document
  }) => ({
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
    ...(await checkFitment(db, document)),
  ],
});

export const productsAdapter: ContentAdapter<ProductDocument> = {
  ...productRow,
  liveTables: ['product', 'product_wheel_size', 'product_fitment_car'],
  async readLive(db, id) {
    const live = await productRow.readLive(db, id);
    return live && { ...live, document: { ...live.document, ...(await readFitment(db, id)) } };
  },
  async insertLive(trx, document) {
    const id = await productRow.insertLive(trx, document);
    await writeFitment(trx, id, document);
    return id;
  },
  async writeLive(trx, id, document) {
    await productRow.writeLive(trx, id, document);
    await writeFitment(trx, id, document);
  },
  async deleteLive(trx, id) {
    await writeFitment(trx, id, NO_FITMENT);
    await productRow.deleteLive(trx, id);
  },
};
