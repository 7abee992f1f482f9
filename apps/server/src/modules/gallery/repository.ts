import type { BrandGalleryItem, GalleryDetail, Paged } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { paginate } from '../../db/paginate.ts';
import { brandIsListed, carIsPublished, rowIsPublished } from '../../db/visibility.ts';
import type { PageRequest } from '../../db/paginate.ts';

function visibleGalleries(db: Db) {
  return db
    .selectFrom('car_gallery')
    .innerJoin('car', 'car.id', 'car_gallery.carId')
    .innerJoin('brand', 'brand.id', 'car.brandId')
    .select([
      'car_gallery.id',
      'car_gallery.galleryName',
      'car_gallery.galleryNameEn',
      'brand.brandName',
      'brand.brandNameEn',
      'car.carName',
      'car.carNameEn',
      'car_gallery.coverImgUrl',
      'car_gallery.carId',
    ])
    .where(rowIsPublished('car_gallery'))
    .where(carIsPublished())
    .where(brandIsListed());
}

export interface GalleryFilter extends PageRequest {
  brandId?: number | undefined;
  carId?: number | undefined;
}

export function pageGalleries(
  db: Db,
  { brandId, carId, ...page }: GalleryFilter,
): Promise<Paged<BrandGalleryItem>> {
  let query = visibleGalleries(db);
  if (brandId !== undefined) query = query.where('car.brandId', '=', brandId);
  if (carId !== undefined) query = query.where('car_gallery.carId', '=', carId);
  return paginate(
    query
      .orderBy('brand.sortOrder')
      .orderBy('car.sortOrder')
      .orderBy('car_gallery.sortOrder')
      .orderBy('car_gallery.id'),
    page,
  );
}

export function findGallery(db: Db, id: number): Promise<GalleryDetail | undefined> {
  return visibleGalleries(db)
    .select(['car.brandId', 'car_gallery.galleryJson'])
    .where('car_gallery.id', '=', id)
    .executeTakeFirst();
}
