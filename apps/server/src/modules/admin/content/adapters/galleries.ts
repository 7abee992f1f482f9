// Galleries of cars: one live row each (images as the galleryJson file list).
import type { GalleryDocument } from '@refit/contract/admin';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { mustExist } from './references.ts';
import { singleTableAdapter } from './single-table.ts';
import { searchAndSharingOf } from '../../../../db/search-and-sharing.ts';

export const galleriesAdapter = singleTableAdapter<'car_gallery', GalleryDocument>({
  type: 'galleries',
  table: 'car_gallery',
  toDocument: (row) => ({
    carId: row.carId,
    galleryName: row.galleryName,
    galleryNameEn: row.galleryNameEn,
    coverImgUrl: row.coverImgUrl,
    images: urlsFromFileList(row.galleryJson),
    ...searchAndSharingOf(row),
  }),
  toColumns: ({ images, ...document }) => ({ ...document, galleryJson: fileListFromUrls(images) }),
  list: (row) => ({ title: row.galleryName, titleEn: row.galleryNameEn, thumbnailUrl: row.coverImgUrl }),
  parent: { column: 'carId', titles: (db, ids) => itemTitles(db, 'cars', ids) },
  checkReferences: (db, document) => mustExist(db, 'cars', document.carId, 'carId'),
});
