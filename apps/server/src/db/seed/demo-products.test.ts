// Every demo product tells one story: a name that speaks of a model is listed for that model's
// car, a product with a car is pictured with that car and no other, and a universal product
// (no car) neither names a model nor shows a car. A visitor reading the name, the fitment line
// and the pictures of a product page never finds them disagreeing.
import { describe, expect, it } from 'vitest';
import { carId, carSources } from './cars.ts';
import { products } from './catalogue.ts';

/** Shorter ways the product names call a demo model, besides its own names (by English name). */
const SHORT_NAMES: Record<string, string[]> = {
  '911 Turbo S': ['911'],
  'AMG G 63': ['G 63'],
  'S-Class': ['S 级'],
  'SF90 Stradale': ['SF90'],
  'RS 6 Avant': ['RS 6'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each demo model's car id with the words that name it, as a whole word (not M4 in M40). */
const MODELS = carSources.map((car) => {
  const names = [car.name, car.nameEn, ...(SHORT_NAMES[car.nameEn] ?? [])];
  const pattern = new RegExp(`(?<![A-Za-z0-9])(?:${names.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`);
  return { id: carId(car.slug, car.n), pattern };
});

/** The ids of the demo models a text names. */
const modelsNamedIn = (text: string): number[] =>
  MODELS.filter((model) => model.pattern.test(text)).map((model) => model.id);

/** A car's scenes: its configuration shots and gallery photographs. */
function isSceneOf(file: string, id: number): boolean {
  const car = carSources.find((c) => carId(c.slug, c.n) === id);
  return car !== undefined && new RegExp(`^(config|gallery)/${car.slug}-${car.n}-\\d+\\.jpg$`).test(file);
}

const pictures = (p: (typeof products)[number]): string[] => [
  p.productImgFileUrl,
  ...(JSON.parse(p.imagesJson) as { fileUrl: string }[]).map((f) => f.fileUrl),
];

const label = (p: (typeof products)[number]) => `product ${p.id} "${p.name}" / "${p.nameEn}"`;

describe('demo products', () => {
  it('knows every model the short names are given for', () => {
    const names = new Set(carSources.map((c) => c.nameEn));
    for (const name of Object.keys(SHORT_NAMES)) expect(names.has(name), name).toBe(true);
  });

  it('lists a product whose name names a model for that model, in both languages', () => {
    const wrong = products.flatMap((p) => {
      const fitment = p.carId === null || p.carId === undefined ? [] : [p.carId];
      const zh = modelsNamedIn(p.name);
      const en = modelsNamedIn(p.nameEn);
      const agrees = (named: number[]) => named.join() === fitment.join();
      return agrees(zh) && agrees(en) ? [] : [`${label(p)}: car ${p.carId ?? 'none'}, names ${zh} / ${en}`];
    });
    expect(wrong).toEqual([]);
  });

  it('pictures every product by its own part shot and, when it has a car, scenes of that car only', () => {
    const wrong = products.flatMap((p) => {
      const own = p.productImgFileUrl;
      const fits = (file: string) =>
        file === own || (p.carId !== null && p.carId !== undefined && isSceneOf(file, p.carId));
      return /^part\//.test(own)
        ? pictures(p)
            .filter((file) => !fits(file))
            .map((file) => `${label(p)}: ${file}`)
        : [`${label(p)}: no part shot`];
    });
    expect(wrong).toEqual([]);
  });

  it('never lists the same name twice in one car tab', () => {
    const seen = new Set<string>();
    for (const p of products.filter((row) => row.carId !== null && row.carId !== undefined)) {
      for (const name of [p.name, p.nameEn]) {
        const key = `${p.carId}/${p.typeId}/${name}`;
        expect(seen.has(key), `${label(p)} twice in car ${p.carId}'s tab`).toBe(false);
        seen.add(key);
      }
    }
  });
});
