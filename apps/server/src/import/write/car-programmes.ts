// A car's tuning programme as the source answers it (decision 0062): its figures and note go into
// the car's row with the car; its stages list products, which are written after the cars, so the
// stages of every car are written once the products are, each car's in one transaction and only
// when they differ from what is here. A part whose product was not imported is left out and reported.
import type { CarDetail, CarProgramme } from '@refit/contract';
import { bumpContentVersion } from '../../db/content-version.ts';
import { stageRows } from '../../modules/car/programme.ts';
import type { StageRow } from '../../modules/car/programme.ts';
import type { ImportContext } from '../import-context.ts';
import { keepDocumentLive } from './keep-document-live.ts';

/** The programme's columns of the car's row (all empty when the source sends none). */
export function programmeColumns(programme: CarProgramme | undefined) {
  return {
    stockPowerKw: programme?.powerKw?.stock ?? null,
    tunedPowerKw: programme?.powerKw?.tuned ?? null,
    stockTorqueNm: programme?.torqueNm?.stock ?? null,
    tunedTorqueNm: programme?.torqueNm?.tuned ?? null,
    stockZeroTo100: programme?.zeroTo100?.stock ?? null,
    tunedZeroTo100: programme?.zeroTo100?.tuned ?? null,
    weightSavedKg: programme?.weightSavedKg ?? null,
    priceFromCny: programme?.priceFromCny ?? null,
    complianceNote: programme?.complianceNote ?? '',
    complianceNoteEn: programme?.complianceNoteEn ?? '',
  };
}

/**
 * Writes each imported car's stages; `localIds` maps `car:<source id>` and `product:<source id>`
 * to the ids here (a car or product not imported has none).
 */
export async function writeCarProgrammes(
  context: ImportContext,
  cars: readonly CarDetail[],
  localIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const car of cars) {
    const carId = localIds.get(`car:${car.id}`);
    if (carId === undefined) continue;
    const wanted: StageRow[] = (car.programme?.stages ?? []).map((stage) => ({
      name: stage.name,
      nameEn: stage.nameEn,
      description: stage.description,
      descriptionEn: stage.descriptionEn,
      productIds: stage.parts.flatMap((part) => {
        const productId = localIds.get(`product:${part.id}`);
        if (productId === undefined)
          // The car is imported all the same: only this part of its stage is left out.
          context.report.problem({
            kind: 'missing-reference',
            message: `car:${car.id}: a stage lists product:${part.id}, which was not imported; the part is left out`,
          });
        return productId === undefined ? [] : [productId];
      }),
    }));
    if (JSON.stringify(wanted) === JSON.stringify(await stageRows(context.db, carId))) continue;
    if (context.dryRun) continue;
    await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('car_stage').where('carId', '=', carId).execute();
      for (const [index, stage] of wanted.entries()) {
        const { productIds, ...columns } = stage;
        const { id } = await trx
          .insertInto('car_stage')
          .values({ carId, ...columns, sortOrder: index + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [place, productId] of productIds.entries())
          await trx
            .insertInto('car_stage_part')
            .values({ stageId: Number(id), productId, sortOrder: place + 1 })
            .execute();
      }
      await keepDocumentLive(trx, 'cars', carId);
      await bumpContentVersion(trx);
    });
  }
}
