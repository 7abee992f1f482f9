// A wheel's fitment as the product adapter keeps it (decision 0066): its sizes and the car models
// it fits, rows of product_wheel_size and product_fitment_car in the document's order. The note is
// a pair of the product's own columns, mapped with the rest of the row.
import type { AdminIssue, ProductDocument } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';

export type WheelFitment = Pick<ProductDocument, 'wheelSizes' | 'fitCars'>;

export const NO_FITMENT: WheelFitment = { wheelSizes: [], fitCars: [] };

export async function readFitment(db: Db, productId: number): Promise<WheelFitment> {
  const [sizes, cars] = await Promise.all([
    db
      .selectFrom('product_wheel_size')
      .select(['axle', 'diameterIn', 'widthJ', 'offsetMm', 'boltPattern', 'centreBoreMm'])
      .where('productId', '=', productId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_fitment_car')
      .select('carId')
      .where('productId', '=', productId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
  ]);
  return {
    // PostgreSQL's double precision and SQLite's real both read back as numbers.
    wheelSizes: sizes.map((size) => ({
      ...size,
      axle: size.axle as WheelFitment['wheelSizes'][number]['axle'],
    })),
    fitCars: cars.map(({ carId }) => ({ carId })),
  };
}

export async function writeFitment(trx: Db, productId: number, { wheelSizes, fitCars }: WheelFitment) {
  await trx.deleteFrom('product_wheel_size').where('productId', '=', productId).execute();
  await trx.deleteFrom('product_fitment_car').where('productId', '=', productId).execute();
  if (wheelSizes.length > 0)
    await trx
      .insertInto('product_wheel_size')
      .values(wheelSizes.map((size, index) => ({ ...size, productId, sortOrder: index + 1 })))
      .execute();
  if (fitCars.length > 0)
    await trx
      .insertInto('product_fitment_car')
      .values(fitCars.map(({ carId }, index) => ({ productId, carId, sortOrder: index + 1 })))
      .execute();
}

/**
 * Fitment only on a product of a wheels type (beside the sizes, or the models when only they are
 * given), and an issue beside each fitted model that names no car.
 */
export async function checkFitment(db: Db, document: ProductDocument): Promise<AdminIssue[]> {
  const { wheelSizes, fitCars } = document;
  if (wheelSizes.length === 0 && fitCars.length === 0) return [];
  const issues: AdminIssue[] = [];
  const type = await db
    .selectFrom('product_type')
    .select('category')
    .where('id', '=', document.typeId)
    .executeTakeFirst();
  // An unknown type has its own issue beside typeId.
  if (type && type.category !== 'wheels')
    issues.push({
      path: ['document', wheelSizes.length > 0 ? 'wheelSizes' : 'fitCars'],
      message: 'only wheels carry sizes and fitted models',
    });
  const wanted = [...new Set(fitCars.map((entry) => entry.carId))];
  const found = new Set(
    wanted.length === 0
      ? []
      : (await db.selectFrom('car').select('id').where('id', 'in', wanted).execute()).map((row) => row.id),
  );
  fitCars.forEach((entry, index) => {
    if (!found.has(entry.carId))
      issues.push({
        path: ['document', 'fitCars', String(index), 'carId'],
        message: `no such car (${entry.carId})`,
      });
  });
  return issues;
}
