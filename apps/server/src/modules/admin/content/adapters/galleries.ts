// Galleries of cars: one live row each (images as the galleryJson file list, the story and the
// before/after pair as columns) and the parts the build used, in order (gallery_part). The story
// is rich HTML. A product a gallery lists is used by that gallery.
import type { GalleryDocument } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { eachMustExist, mustExist } from './references.ts';
import { singleTableAdapter } from './single-table.ts';
import { searchAndSharingOf } from '../../../../db/search-and-sharing.ts';

type Parts = GalleryDocument['parts'];

/** The gallery's parts as stored, in order (also what the import compares). */
export async function readParts(db: Db, galleryId: number): Promise<Parts> {
  const rows = await db
    .selectFrom('gallery_part')
    .select('productId')
    .where('galleryId', '=', galleryId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ productId: row.productId }));
}

/** Replaces the gallery's parts (the admin's save, the import's linked rows). */
export async function writeParts(trx: Db, galleryId: number, parts: Parts) {
  await trx.deleteFrom('gallery_part').where('galleryId', '=', galleryId).execute();
  if (parts.length === 0) return;
  await trx
    .insertInto('gallery_part')
    .values(parts.map((part, at) => ({ galleryId, productId: part.productId, sortOrder: at + 1 })))
    .execute();
}

export const galleriesAdapter = singleTableAdapter<'car_gallery', GalleryDocument>({
  type: 'galleries',
  table: 'car_gallery',
  toDocument: (row) => ({
    carId: row.carId,
    galleryName: row.galleryName,
    galleryNameEn: row.galleryNameEn,
    coverImgUrl: row.coverImgUrl,
    images: urlsFromFileList(row.galleryJson),
    story: row.story,
    storyEn: row.storyEn,
    // Live rows hold HTML only: the editor opens it as HTML until it is saved again.
    storyDoc: null,
    storyDocEn: null,
    // Read with the item (`owned`), not for the list.
    parts: [],
    beforeImgUrl: row.beforeImgUrl,
    afterImgUrl: row.afterImgUrl,
    beforeCaption: row.beforeCaption,
    beforeCaptionEn: row.beforeCaptionEn,
    afterCaption: row.afterCaption,
    afterCaptionEn: row.afterCaptionEn,
    ...searchAndSharingOf(row),
  }),
  toColumns: ({ images, parts: _parts, storyDoc: _doc, storyDocEn: _docEn, ...document }) => ({
    ...document,
    galleryJson: fileListFromUrls(images),
  }),
  list: (row) => ({ title: row.galleryName, titleEn: row.galleryNameEn, thumbnailUrl: row.coverImgUrl }),
  parent: { column: 'carId', titles: (db, ids) => itemTitles(db, 'cars', ids) },
  richFields: ['story', 'storyEn'],
  owned: {
    tables: ['gallery_part'],
    read: async (db, id) => ({ parts: await readParts(db, id) }),
    write: (trx, id, document) => writeParts(trx, id, document.parts),
    remove: (trx, id) => writeParts(trx, id, []),
  },
  checkReferences: async (db, document) => [
    ...(await mustExist(db, 'cars', document.carId, 'carId')),
    ...(await eachMustExist(
      db,
      'products',
      document.parts.map((part, at) => ({ path: ['parts', String(at), 'productId'], id: part.productId })),
    )),
  ],
});
