// The demo wheels' fitment (decision 0066): each demo car's factory wheel sizes, close to the
// makers' own (bolt pattern, centre bore, front and rear diameter × width and offset), and from
// them the sizes and models of every wheel. A catalogue line is made in two diameters and fits
// up to five models whose wheels are of those diameters; a car's own front or rear wheels fit
// that car in its size. Cars on 19-inch wheels (McLaren's) find no catalogue line: the wheels
// page's empty state for them is real.
import type { ProductFitmentCarTable, ProductWheelSizeTable } from '../schema.ts';
import { carId, carSources } from './cars.ts';
import type { CarSource } from './cars.ts';
import { products } from './catalogue.ts';
import { TYPE_ID } from './product-types.ts';
import type { Row } from './types.ts';

/** Diameter (in), width (J), offset (ET, mm). */
type Rim = [number, number, number];

interface FactoryWheels {
  boltPattern: string;
  centreBoreMm: number;
  front: Rim;
  rear: Rim;
}

const FACTORY: Record<string, FactoryWheels> = {
  'mclaren-1': { boltPattern: '5x112', centreBoreMm: 57.1, front: [19, 9, 50], rear: [20, 11, 45] },
  'mclaren-2': { boltPattern: '5x112', centreBoreMm: 57.1, front: [19, 9, 50], rear: [20, 11, 45] },
  'mclaren-3': { boltPattern: '5x112', centreBoreMm: 57.1, front: [19, 8.5, 48], rear: [20, 11, 46] },
  'lamborghini-1': { boltPattern: '5x112', centreBoreMm: 57.1, front: [20, 8.5, 42], rear: [20, 11, 50] },
  'lamborghini-2': { boltPattern: '5x130', centreBoreMm: 71.6, front: [23, 10, 26], rear: [23, 11.5, 40] },
  'lamborghini-3': { boltPattern: '5x112', centreBoreMm: 57.1, front: [20, 9, 40], rear: [21, 12, 50] },
  'porsche-1': { boltPattern: '5x130', centreBoreMm: 71.6, front: [20, 9.5, 51], rear: [21, 12, 69] },
  'porsche-2': { boltPattern: '5x130', centreBoreMm: 71.6, front: [21, 9.5, 49], rear: [21, 11.5, 67] },
  'porsche-3': { boltPattern: '5x130', centreBoreMm: 71.6, front: [22, 10, 19], rear: [22, 11.5, 59] },
  'mercedes-1': { boltPattern: '5x130', centreBoreMm: 84.1, front: [24, 10, 25], rear: [24, 10, 25] },
  'mercedes-2': { boltPattern: '5x112', centreBoreMm: 66.6, front: [20, 9, 48], rear: [21, 11, 62] },
  'mercedes-3': { boltPattern: '5x112', centreBoreMm: 66.6, front: [21, 8.5, 36], rear: [21, 9.5, 43] },
  'ferrari-1': { boltPattern: '5x114.3', centreBoreMm: 67.1, front: [20, 9, 45], rear: [20, 11.5, 48] },
  'ferrari-2': { boltPattern: '5x114.3', centreBoreMm: 67.1, front: [20, 8.5, 44], rear: [20, 11, 49] },
  'ferrari-3': { boltPattern: '5x114.3', centreBoreMm: 67.1, front: [22, 10, 45], rear: [23, 11.5, 44] },
  'bentley-1': { boltPattern: '5x112', centreBoreMm: 57.1, front: [22, 9.5, 41], rear: [22, 10.5, 45] },
  'bentley-2': { boltPattern: '5x130', centreBoreMm: 71.6, front: [22, 10, 45], rear: [22, 10, 45] },
  'bentley-3': { boltPattern: '5x112', centreBoreMm: 57.1, front: [22, 9.5, 41], rear: [22, 10.5, 45] },
  'bmw-1': { boltPattern: '5x112', centreBoreMm: 66.5, front: [19, 9.5, 20], rear: [20, 10.5, 20] },
  'bmw-2': { boltPattern: '5x112', centreBoreMm: 66.5, front: [20, 10, 34], rear: [21, 11, 33] },
  'bmw-3': { boltPattern: '5x112', centreBoreMm: 66.5, front: [21, 10, 37], rear: [22, 11, 35] },
  'audi-1': { boltPattern: '5x112', centreBoreMm: 57.1, front: [20, 8.5, 42], rear: [20, 11, 50] },
  'audi-2': { boltPattern: '5x112', centreBoreMm: 66.5, front: [22, 10, 20], rear: [22, 10, 20] },
  'audi-3': { boltPattern: '5x112', centreBoreMm: 66.5, front: [23, 10.5, 24], rear: [23, 10.5, 24] },
};

/** At most this many models per catalogue line, so its sizes stay a short table. */
const MODELS_PER_LINE = 5;

function factoryOf(car: CarSource): FactoryWheels {
  const wheels = FACTORY[`${car.slug}-${car.n}`];
  if (!wheels) throw new Error(`the demo has no wheel sizes for ${car.slug}-${car.n}`);
  return wheels;
}

type Size = Omit<Row<ProductWheelSizeTable>, 'id' | 'productId' | 'sortOrder'>;

function size(
  axle: 'both' | 'front' | 'rear',
  [diameterIn, widthJ, offsetMm]: Rim,
  car: FactoryWheels,
): Size {
  return { axle, diameterIn, widthJ, offsetMm, boltPattern: car.boltPattern, centreBoreMm: car.centreBoreMm };
}

/** One row where all four wheels are alike, else a front and a rear row. */
function sizesOf(car: FactoryWheels): Size[] {
  const square = car.front.every((value, i) => value === car.rear[i]);
  return square
    ? [size('both', car.front, car)]
    : [size('front', car.front, car), size('rear', car.rear, car)];
}

/** The two diameters a catalogue line names in its specs ('20" / 21"'). */
function lineDiameters(specsEn: string): number[] {
  return [...specsEn.matchAll(/(\d{2})"/g)].map((match) => Number(match[1]));
}

interface Fitment {
  productId: number;
  cars: CarSource[];
  sizes: Size[];
}

function fitments(): Fitment[] {
  const wheelTypes = new Set<number>([TYPE_ID['single-piece'], TYPE_ID['two-piece']]);
  const answer: Fitment[] = [];
  products.forEach((product, index) => {
    if (!wheelTypes.has(product.typeId)) return;
    if (product.carId === null || product.carId === undefined) {
      const diameters = lineDiameters(product.specsEn ?? '');
      const fitting = carSources.filter((car) => {
        const { front, rear } = factoryOf(car);
        return diameters.includes(front[0]) && diameters.includes(rear[0]);
      });
      // Neighbouring lines of the same diameters start at different models.
      const start = fitting.length === 0 ? 0 : index % fitting.length;
      const cars = [...fitting.slice(start), ...fitting.slice(0, start)]
        .slice(0, MODELS_PER_LINE)
        // Listed in the catalogue's order of brands and models.
        .sort((a, b) => carId(a.slug, a.n) - carId(b.slug, b.n));
      const sizes = cars.flatMap((car) => sizesOf(factoryOf(car)));
      const unique = [...new Map(sizes.map((s) => [JSON.stringify(s), s])).values()];
      if (cars.length > 0) answer.push({ productId: product.id, cars, sizes: unique });
      return;
    }
    // A car's own wheels: only the front or rear rims (not its bolts, caps or sensors).
    const axle = /\((front|rear)\)$/.exec(product.nameEn ?? '')?.[1] as 'front' | 'rear' | undefined;
    const car = carSources.find((source) => carId(source.slug, source.n) === product.carId);
    if (!axle || !car) return;
    const wheels = factoryOf(car);
    answer.push({ productId: product.id, cars: [car], sizes: [size(axle, wheels[axle], wheels)] });
  });
  return answer;
}

const all = fitments();

export const productWheelSizes: Row<ProductWheelSizeTable>[] = all
  .flatMap(({ productId, sizes }) => sizes.map((entry, i) => ({ ...entry, productId, sortOrder: i + 1 })))
  .map((row, i) => ({ id: i + 1, ...row }));

export const productFitmentCars: Row<ProductFitmentCarTable>[] = all
  .flatMap(({ productId, cars }) =>
    cars.map((car, i) => ({ productId, carId: carId(car.slug, car.n), sortOrder: i + 1 })),
  )
  .map((row, i) => ({ id: i + 1, ...row }));
