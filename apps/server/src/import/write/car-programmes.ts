// A car's tuning programme as the source answers it (decision 0062): its figures and note go into
// the car's row with the car; its stages list products, which are written after the cars, so the
// stages are linked rows (linked-rows.ts), written as the admin writes them once the products are.
// A part whose product was not imported is left out and reported.
import type { CarProgramme } from '@refit/contract';
import { readStages, writeStages } from '../../modules/admin/content/adapters/cars.ts';
import { linkedRows } from './linked-rows.ts';

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

/** Each imported car's stages with their parts. */
export const writeCarStages = linkedRows({
  items: (snapshot) => snapshot.cars,
  owner: { type: 'cars', table: 'car' },
  names: { table: 'product', says: 'a stage lists', leftOut: 'part' },
  wanted: (car, link) =>
    (car.programme?.stages ?? []).map((stage) => ({
      name: stage.name,
      nameEn: stage.nameEn,
      description: stage.description,
      descriptionEn: stage.descriptionEn,
      parts: stage.parts.flatMap((part) => link(part.id).map((productId) => ({ productId }))),
    })),
  read: readStages,
  write: writeStages,
});
