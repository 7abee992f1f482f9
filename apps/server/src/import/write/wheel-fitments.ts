// A wheel's fitment as the source answers it (decision 0066): its note goes into the product's row
// with the product; its sizes and the models it fits name cars, so they are written once every car
// and product is, each wheel's in one transaction and only when they differ from what is here. A
// model that was not imported is left out and reported.
import type { ProductDetail } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { bumpContentVersion } from '../../db/content-version.ts';
import { readFitment, writeFitment } from '../../modules/admin/content/adapters/wheel-fitment.ts';
import type { WheelFitment } from '../../modules/admin/content/adapters/wheel-fitment.ts';
import type { ImportContext } from '../import-context.ts';
import { keepDocumentLive } from './keep-document-live.ts';

/**
 * Writes each imported product's sizes and fitted models; `localIds` maps `car:<source id>` and
 * `product:<source id>` to the ids here (a car or product not imported has none).
 */
export async function writeWheelFitments(
  context: ImportContext,
  products: readonly ProductDetail[],
  localIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const product of products) {
    const productId = localIds.get(`product:${product.id}`);
    if (productId === undefined) continue;
    const wanted: WheelFitment = {
      wheelSizes: product.fitment?.sizes ?? [],
      fitCars: (product.fitment?.cars ?? []).flatMap((car) => {
        const carId = localIds.get(`car:${car.id}`);
        if (carId === undefined)
          // The wheel is imported all the same: only this model is left out of its list.
          context.report.problem({
            kind: 'missing-reference',
            message: `product:${product.id}: fits car:${car.id}, which was not imported; the model is left out`,
          });
        return carId === undefined ? [] : [{ carId }];
      }),
    };
    if (JSON.stringify(wanted) === JSON.stringify(await readFitment(context.db, productId))) continue;
    if (context.dryRun) continue;
    await context.db.transaction().execute(async (trx: Db) => {
      await writeFitment(trx, productId, wanted);
      await keepDocumentLive(trx, 'products', productId);
      await bumpContentVersion(trx);
    });
  }
}
