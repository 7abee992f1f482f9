import type { BrandGalleryItem, GalleryDetail, Paged } from '@refit/contract';
import { sql } from 'kysely';
import { brandOrder } from '../../db/brand-order.ts';
import type { Db } from '../../db/connect.ts';
import { readStoredPage } from '../../db/list-positions.ts';
import type { ListFamily } from '../../db/list-positions.ts';
import { paginate } from '../../db/paginate.ts';
import { brandIsListed, carIsPublished, rowIsPublished } from '../../db/visibility.ts';
import type { PageRequest } from '../../db/paginate.ts';
import { searchAndSharingColumns, withSearchAndSharing } from '../../db/search-and-sharing.ts';
import { BUILD_STORY_COLUMNS, withBuildStory } from './build-story.ts';

/** Published galleries of published cars of listed brands. */
function listedGalleries(db: Db) {
  return db
    .selectFrom('car_gallery')
    .innerJoin('car', 'car.id', 'car_gallery.carId')
    .innerJoin('brand', 'brand.id', 'car.brandId')
    .where(rowIsPublished('car_gallery'))
    .where(carIsPublished())
    .where(brandIsListed());
}

function visibleGalleries(db: Db) {
  return listedGalleries(db).select([
    'car_gallery.id',
    'car_gallery.galleryName',
    'car_gallery.galleryNameEn',
    'brand.brandName',
    'brand.brandNameEn',
    'car.carName',
    'car.carNameEn',
    'car_gallery.coverImgUrl',
    'car_gallery.carId',
  ]);
}

/** The gallery list's order: by brand, car and gallery. */
const galleryOrder = sql`${brandOrder()}, ${sql.ref('car.sortOrder')}, ${sql.ref('car_gallery.sortOrder')}, ${sql.ref('car_gallery.id')}`;

/** The stored positions of the gallery lists (db/list-positions.ts): all brands' (`all`) and one brand's (`brand:<id>`). */
export const galleryLists: ListFamily = {
  name: 'gallery',
  positions: (db) => [
    listedGalleries(db).select([
      sql.lit('all').as('list'),
      sql<number>`row_number() over (order by ${galleryOrder})`.as('position'),
      'car_gallery.id as itemId',
    ]),
    listedGalleries(db).select([
      sql<string>`${sql.lit('brand:')} || ${sql.ref('car.brandId')}`.as('list'),
      sql<number>`row_number() over (partition by ${sql.ref('car.brandId')} order by ${galleryOrder})`.as(
        'position',
      ),
      'car_gallery.id as itemId',
    ]),
  ],
};

export interface GalleryFilter extends PageRequest {
  brandId?: number | undefined;
  carId?: number | undefined;
}

export function pageGalleries(
  db: Db,
  { brandId, carId, ...page }: GalleryFilter,
): Promise<Paged<BrandGalleryItem>> {
  let query = listedGalleries(db).select('car_gallery.id');
  if (brandId !== undefined) query = query.where('car.brandId', '=', brandId);
  if (carId !== undefined) query = query.where('car_gallery.carId', '=', carId);
  // One car's galleries are few; all brands' and one brand's lists have stored positions.
  const list = carId !== undefined ? undefined : brandId === undefined ? 'all' : `brand:${brandId}`;
  return paginate(query.orderBy(galleryOrder), page, {
    ...(list && { stored: (offset, limit) => readStoredPage(db, galleryLists, list, { offset, limit }) }),
    rowsOf: (ids) => visibleGalleries(db).where('car_gallery.id', 'in', ids).execute(),
  });
}

export async function findGallery(db: Db, id: number): Promise<GalleryDetail | undefined> {
  const gallery = await visibleGalleries(db)
    .select([
      'car.brandId',
      'car_gallery.galleryJson',
      ...searchAndSharingColumns('car_gallery'),
      ...BUILD_STORY_COLUMNS,
    ])
    .where('car_gallery.id', '=', id)
    .executeTakeFirst();
  // The build story is ours, beyond SPEC section 7: sent only when the gallery has one.
  return gallery && withBuildStory(db, withSearchAndSharing(gallery));
}

/**
 * "Seen on these builds": the galleries visitors see whose parts include the product, in the
 * gallery list's order.
 */
export function galleriesUsingProduct(db: Db, productId: number): Promise<BrandGalleryItem[]> {
  return visibleGalleries(db)
    .where(
      'car_gallery.id',
      'in',
      db.selectFrom('gallery_part').select('galleryId').where('productId', '=', productId),
    )
    .orderBy(galleryOrder)
    .execute();
}
