// A car's tuning programme as the car detail answers it (decision 0062): the figures in pairs,
// the price from, the note and the stages with their parts that visitors see, in order. Absent
// when the editors filled none of it, so a car without one answers exactly as SPEC section 7 says.
import type { CarProgramme, CarStage, FigurePair } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { visibleProductsById } from '../product/repository.ts';

function pair(stock: number | null, tuned: number | null): FigurePair | null {
  // Both or neither: the admin saves one only with the other.
  return stock === null || tuned === null ? null : { stock: Number(stock), tuned: Number(tuned) };
}

/** A stage as stored: its words and the ids of the products it lists, in order. */
interface StageRow {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  productIds: number[];
}

/** The car's stages as stored, in order, with every product they list (published or not). */
async function stageRows(db: Db, carId: number): Promise<StageRow[]> {
  const stages = await db
    .selectFrom('car_stage')
    .select(['id', 'name', 'nameEn', 'description', 'descriptionEn'])
    .where('carId', '=', carId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  if (stages.length === 0) return [];
  const listed = await db
    .selectFrom('car_stage_part')
    .select(['stageId', 'productId'])
    .where(
      'stageId',
      'in',
      stages.map((stage) => stage.id),
    )
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return stages.map(({ id, ...stage }) => ({
    ...stage,
    productIds: listed.filter((part) => part.stageId === id).map((part) => Number(part.productId)),
  }));
}

async function stagesOf(db: Db, carId: number): Promise<CarStage[]> {
  const stages = await stageRows(db, carId);
  const products = await visibleProductsById(db, [...new Set(stages.flatMap((stage) => stage.productIds))]);
  return stages.map(({ productIds, ...stage }) => ({
    ...stage,
    parts: productIds.flatMap((productId) => {
      const product = products.get(productId);
      return product ? [product] : [];
    }),
  }));
}

/** The car's programme, or undefined when nothing of it is filled. */
export async function readProgramme(db: Db, carId: number): Promise<CarProgramme | undefined> {
  const [car, stages] = await Promise.all([
    db
      .selectFrom('car')
      .select([
        'stockPowerKw',
        'tunedPowerKw',
        'stockTorqueNm',
        'tunedTorqueNm',
        'stockZeroTo100',
        'tunedZeroTo100',
        'weightSavedKg',
        'priceFromCny',
        'complianceNote',
        'complianceNoteEn',
      ])
      .where('id', '=', carId)
      .executeTakeFirstOrThrow(),
    stagesOf(db, carId),
  ]);
  const programme: CarProgramme = {
    powerKw: pair(car.stockPowerKw, car.tunedPowerKw),
    torqueNm: pair(car.stockTorqueNm, car.tunedTorqueNm),
    zeroTo100: pair(car.stockZeroTo100, car.tunedZeroTo100),
    weightSavedKg: car.weightSavedKg === null ? null : Number(car.weightSavedKg),
    priceFromCny: car.priceFromCny === null ? null : Number(car.priceFromCny),
    complianceNote: car.complianceNote,
    complianceNoteEn: car.complianceNoteEn,
    stages,
  };
  const filled =
    [
      programme.powerKw,
      programme.torqueNm,
      programme.zeroTo100,
      programme.weightSavedKg,
      programme.priceFromCny,
    ].some((figure) => figure !== null) ||
    `${programme.complianceNote}${programme.complianceNoteEn}`.trim() !== '' ||
    programme.stages.length > 0;
  return filled ? programme : undefined;
}
