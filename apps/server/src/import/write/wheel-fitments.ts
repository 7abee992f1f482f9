// A wheel's fitment as the source answers it (decision 0066): its note goes into the product's row
// with the product; its sizes and the models it fits are linked rows (linked-rows.ts), since the
// models name cars, written as the admin writes them once every car and product is. A model that
// was not imported is left out and reported.
import { readFitment, writeFitment } from '../../modules/admin/content/adapters/wheel-fitment.ts';
import { linkedRows } from './linked-rows.ts';

/** Each imported product's sizes and fitted models. */
export const writeWheelFitments = linkedRows({
  items: (snapshot) => snapshot.products,
  owner: { type: 'products', table: 'product' },
  names: { table: 'car', says: 'fits', leftOut: 'model' },
  wanted: (product, link) => ({
    wheelSizes: product.fitment?.sizes ?? [],
    fitCars: (product.fitment?.cars ?? []).flatMap((car) => link(car.id).map((carId) => ({ carId }))),
  }),
  read: readFitment,
  write: writeFitment,
});
