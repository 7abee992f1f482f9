import { FLAG_ON } from '@refit/contract/rules';
import type { Car, CarDetail, IndexListItem, Paged } from '@refit/contract';
import { brandOrder } from '../../db/brand-order.ts';
import type { Db } from '../../db/connect.ts';
import { paginate } from '../../db/paginate.ts';
import { rowIsPublished, visibleBrands, visibleCars } from '../../db/visibility.ts';
import type { PageRequest } from '../../db/paginate.ts';
import { readProgramme } from './programme.ts';
import { searchAndSharingColumns, withSearchAndSharing } from '../../db/search-and-sharing.ts';

/** The home page's featured list, in brand then car order. */
export function listFeaturedCars(db: Db): Promise<IndexListItem[]> {
  return visibleCars(db)
    .select([
      'car.id',
      'car.carName',
      'car.carNameEn',
      'brand.brandName',
      'brand.brandNameEn',
      'car.carImgUrl',
    ])
    .where('car.isFeatured', '=', FLAG_ON)
    .orderBy(brandOrder())
    .orderBy('car.sortOrder')
    .orderBy('car.id')
    .execute();
}

export async function brandIsVisible(db: Db, brandId: number): Promise<boolean> {
  const row = await visibleBrands(db).select('id').where('id', '=', brandId).executeTakeFirst();
  return row !== undefined;
}

function carsOfBrand(db: Db, brandId: number) {
  return visibleCars(db)
    .select(['car.id', 'car.brandId', 'car.carName', 'car.carNameEn', 'car.carIcoUrl', 'car.carImgUrl'])
    .where('car.brandId', '=', brandId)
    .orderBy('car.sortOrder')
    .orderBy('car.id');
}

export function listCarsOfBrand(db: Db, brandId: number): Promise<Car[]> {
  return carsOfBrand(db, brandId).execute();
}

export function pageCarsOfBrand(db: Db, brandId: number, page: PageRequest): Promise<Paged<Car>> {
  return paginate(carsOfBrand(db, brandId), page);
}

export async function findCarDetail(db: Db, carId: number): Promise<CarDetail | undefined> {
  const car = await visibleCars(db)
    .select([
      'car.id',
      'car.brandId',
      'car.carName',
      'car.carNameEn',
      'brand.brandName',
      'brand.brandNameEn',
      'car.carImgUrl',
      'car.carTitles',
      'car.carTitlesEn',
      'car.carContents',
      'car.carContentsEn',
      'car.keyword',
      'car.keywordEn',
      'car.isVideo',
      'car.videoUrl',
      ...searchAndSharingColumns('car'),
    ])
    .where('car.id', '=', carId)
    .executeTakeFirst();
  if (!car) return undefined;

  const [galleryList, productInfoList, programme] = await Promise.all([
    db
      .selectFrom('car_gallery')
      .select(['id', 'galleryName', 'galleryNameEn', 'coverImgUrl', 'galleryJson'])
      .where('carId', '=', carId)
      .where(rowIsPublished('car_gallery'))
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('car_product_type')
      .innerJoin('product_type', 'product_type.id', 'car_product_type.productTypeId')
      .select([
        'car_product_type.productTypeId',
        'product_type.typeName as productTypeName',
        'product_type.typeNameEn as productTypeNameEn',
        'car_product_type.slideshowJson',
        'car_product_type.moMaUrl',
      ])
      .where('car_product_type.carId', '=', carId)
      .where(rowIsPublished('product_type'))
      .orderBy('car_product_type.sortOrder')
      .orderBy('car_product_type.id')
      .execute(),
    readProgramme(db, carId),
  ]);
  // The programme is ours, beyond SPEC section 7: sent only when the car has one.
  return { ...withSearchAndSharing(car), galleryList, productInfoList, ...(programme && { programme }) };
}

/** The cars of every listed brand in one read, each brand's in its order: read in-process by the web app. */
export function listListedCars(db: Db): Promise<Car[]> {
  return visibleCars(db)
    .select(['car.id', 'car.brandId', 'car.carName', 'car.carNameEn', 'car.carIcoUrl', 'car.carImgUrl'])
    .orderBy('car.brandId')
    .orderBy('car.sortOrder')
    .orderBy('car.id')
    .execute();
}
