// A wheel's fitment as visitors read it (decision 0066): its sizes in the editors' order, and the
// car models it fits that visitors may see (published cars of listed brands), with their brand.
import type { WheelFitment, WheelSize } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { visibleCars } from '../../db/visibility.ts';

type SizeRow = WheelSize & { productId: number };

async function sizeRows(db: Db, productIds: readonly number[]): Promise<SizeRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_wheel_size')
    .select(['productId', 'axle', 'diameterIn', 'widthJ', 'offsetMm', 'boltPattern', 'centreBoreMm'])
    .where('productId', 'in', [...productIds])
    .orderBy('productId')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  // The axle is one of WHEEL_AXLES: the admin's document schema is the only writer.
  return rows.map((row) => ({ ...row, axle: row.axle as WheelSize['axle'] }));
}

/** The sizes of each of `productIds` that has some. */
export async function wheelSizesOf(db: Db, productIds: readonly number[]): Promise<Map<number, WheelSize[]>> {
  const sizes = new Map<number, WheelSize[]>();
  for (const { productId, ...size } of await sizeRows(db, productIds)) {
    const own = sizes.get(productId) ?? [];
    own.push(size);
    sizes.set(productId, own);
  }
  return sizes;
}

/** A product's fitment, or undefined when it has no sizes, no visible model and no note. */
export async function wheelFitmentOf(
  db: Db,
  productId: number,
  notes: { note: string; noteEn: string },
): Promise<WheelFitment | undefined> {
  const [sizes, cars] = await Promise.all([
    wheelSizesOf(db, [productId]),
    visibleCars(db)
      .innerJoin('product_fitment_car', 'product_fitment_car.carId', 'car.id')
      .select([
        'car.id',
        'car.brandId',
        'car.carName',
        'car.carNameEn',
        'brand.brandName',
        'brand.brandNameEn',
      ])
      .where('product_fitment_car.productId', '=', productId)
      .orderBy('product_fitment_car.sortOrder')
      .orderBy('product_fitment_car.id')
      .execute(),
  ]);
  const fitment = { sizes: sizes.get(productId) ?? [], cars, ...notes };
  const filled = fitment.sizes.length > 0 || cars.length > 0 || notes.note !== '' || notes.noteEn !== '';
  return filled ? fitment : undefined;
}
