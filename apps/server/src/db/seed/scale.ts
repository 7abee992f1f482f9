// A larger demo catalogue for measuring how the site behaves as content grows (SEED_SCALE).
// Copy k (1 .. scale-1) of every brand, car, tab, product, gallery and article, with the rows that
// link them (a car's programme stages and their parts, a build's parts, a wheel's sizes and the
// cars it fits), is derived from the scale-1 rows: new ids after the originals, names turned into a new model line, series,
// trim and year in both languages, and the same pictures and brochures (no new files).
// Scale 1 adds nothing, so the original demo stays exactly as the browser tests know it.
import { BROWSE_TYPES, DEVICE_TYPES } from '@refit/contract';
import type {
  BrandTable,
  CarGalleryTable,
  CarProductTypeTable,
  CarStagePartTable,
  CarStageTable,
  CarTable,
  GalleryPartTable,
  NewsTable,
  ProductFitmentCarTable,
  ProductTable,
  ProductWheelSizeTable,
  UserTraceTable,
} from '../schema.ts';
import type { Row } from './types.ts';

export const MAX_SEED_SCALE = 100;

/** The scale-1 rows a larger seed is derived from. */
export interface BaseRows {
  brand: readonly Row<BrandTable>[];
  car: readonly Row<CarTable>[];
  car_product_type: readonly Row<CarProductTypeTable>[];
  product: readonly Row<ProductTable>[];
  car_gallery: readonly Row<CarGalleryTable>[];
  news: readonly Row<NewsTable>[];
  car_stage: readonly Row<CarStageTable>[];
  car_stage_part: readonly Row<CarStagePartTable>[];
  gallery_part: readonly Row<GalleryPartTable>[];
  product_wheel_size: readonly Row<ProductWheelSizeTable>[];
  product_fitment_car: readonly Row<ProductFitmentCarTable>[];
}

export interface ScaledRows {
  brand: Row<BrandTable>[];
  car: Row<CarTable>[];
  car_product_type: Row<CarProductTypeTable>[];
  product: Row<ProductTable>[];
  car_gallery: Row<CarGalleryTable>[];
  news: Row<NewsTable>[];
  car_stage: Row<CarStageTable>[];
  car_stage_part: Row<CarStagePartTable>[];
  gallery_part: Row<GalleryPartTable>[];
  product_wheel_size: Row<ProductWheelSizeTable>[];
  product_fitment_car: Row<ProductFitmentCarTable>[];
  user_trace: Omit<Row<UserTraceTable>, 'id'>[];
}

/** Model lines a brand copy becomes (Chinese, English). */
const LINES: readonly [string, string][] = [
  ['经典', 'Heritage'],
  ['赛道', 'Motorsport'],
  ['典藏', 'Atelier'],
  ['竞技', 'Competition'],
  ['旅行', 'Grand Touring'],
  ['限量', 'Limited'],
  ['都市', 'Urban'],
  ['耐力', 'Endurance'],
  ['复刻', 'Revival'],
  ['先锋', 'Avant'],
  ['定制', 'Bespoke'],
  ['拉力', 'Rally'],
];

const ROMAN = ['', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];

/** Trims a car copy becomes (Chinese, English). */
const TRIMS: readonly [string, string][] = [
  ['敞篷版', 'Spider'],
  ['GT 版', 'GT'],
  ['性能版', 'Performance'],
  ['首发版', 'Launch Edition'],
  ['轻量版', 'Lightweight'],
  ['长轴距版', 'Long Wheelbase'],
  ['赛道版', 'Track'],
  ['黑武士版', 'Black Edition'],
  ['周年纪念版', 'Anniversary'],
  ['运动版', 'Sport'],
  ['豪华版', 'Luxury'],
];

/** Finishes a catalogue line copy is offered in (Chinese, English). */
const FINISHES: readonly [string, string][] = [
  ['哑光', 'Matt'],
  ['亮光', 'Gloss'],
  ['锻造纹', 'Forged Pattern'],
  ['暗夜黑', 'Night Black'],
  ['钛灰', 'Titanium Grey'],
  ['赛道红', 'Track Red'],
  ['冰川白', 'Glacier White'],
];

const pick = <T>(list: readonly T[], k: number): T => list[(k - 1) % list.length] as T;

/** "Heritage", "Heritage II", ... for copy k. */
function line(k: number): [string, string] {
  const [zh, en] = pick(LINES, k);
  const round = ROMAN[Math.floor((k - 1) / LINES.length)] ?? String(Math.floor((k - 1) / LINES.length) + 1);
  return round === '' ? [zh, en] : [`${zh} ${round}`, `${en} ${round}`];
}

/** Replaces the first occurrence of `from` (when present) in a text. */
function rename(text: string, from: string, to: string): string {
  return from === '' ? text : text.replace(from, to);
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const nextId = (rows: readonly { id: number }[]): number => Math.max(0, ...rows.map((r) => r.id));

/** Visit events per unit of scale above 1 (the original demo has none). */
export const TRACES_PER_COPY = 1000;
/** Trace times are spread over the 90 days before this fixed instant, so every run seeds alike. */
const TRACE_EPOCH = Date.UTC(2026, 0, 31);

/** The rows that copies 1 .. scale-1 add to the base rows (empty at scale 1). */
export function scaledRows(base: BaseRows, scale: number): ScaledRows {
  const out: ScaledRows = {
    brand: [],
    car: [],
    car_product_type: [],
    product: [],
    car_gallery: [],
    news: [],
    car_stage: [],
    car_stage_part: [],
    gallery_part: [],
    product_wheel_size: [],
    product_fitment_car: [],
    user_trace: [],
  };
  const stride = {
    brand: nextId(base.brand),
    car: nextId(base.car),
    tab: nextId(base.car_product_type),
    product: nextId(base.product),
    gallery: nextId(base.car_gallery),
    news: nextId(base.news),
    stage: nextId(base.car_stage),
    stagePart: nextId(base.car_stage_part),
    galleryPart: nextId(base.gallery_part),
    wheelSize: nextId(base.product_wheel_size),
    fitmentCar: nextId(base.product_fitment_car),
  };
  const brandById = new Map(base.brand.map((b) => [b.id, b]));
  const carById = new Map(base.car.map((c) => [c.id, c]));

  for (let k = 1; k < scale; k++) {
    const [lineZh, lineEn] = line(k);
    const brandId = (id: number) => id + k * stride.brand;
    const carId = (id: number) => id + k * stride.car;
    const productId = (id: number) => id + k * stride.product;
    const stageId = (id: number) => id + k * stride.stage;
    const carNames = new Map<number, [string, string]>();

    for (const b of base.brand) {
      out.brand.push({
        ...b,
        id: brandId(b.id),
        slug: `${b.slug}-${k + 1}`,
        brandName: `${b.brandName} ${lineZh}`,
        brandNameEn: `${b.brandNameEn} ${lineEn}`,
        keyword: `${b.keyword},${b.brandName} ${lineZh}`,
        keywordEn: `${b.keywordEn}, ${b.brandNameEn} ${lineEn}`,
        sortOrder: b.sortOrder + k * stride.brand,
      });
    }

    for (const c of base.car) {
      // Trim and year vary with the car as well as the copy, so one line's cars differ.
      const [trimZh, trimEn] = pick(TRIMS, k + c.id);
      const year = 2018 + ((k + c.id) % 9);
      const name = `${c.carName} ${trimZh} ${year}款`;
      const nameEn = `${c.carNameEn} ${trimEn} (${year})`;
      carNames.set(c.id, [name, nameEn]);
      out.car.push({
        ...c,
        id: carId(c.id),
        brandId: brandId(c.brandId),
        carName: name,
        carNameEn: nameEn,
        carTitles: rename(c.carTitles, c.carName, name),
        carTitlesEn: rename(c.carTitlesEn, c.carNameEn, nameEn),
        keyword: `${c.keyword},${name}`,
        keywordEn: `${c.keywordEn}, ${nameEn}`,
        // The home page features the flagship models only, however large the range grows.
        isFeatured: '0',
      });
    }

    for (const t of base.car_product_type)
      out.car_product_type.push({ ...t, id: t.id + k * stride.tab, carId: carId(t.carId) });

    for (const p of base.product) {
      const car = p.carId === null || p.carId === undefined ? undefined : carById.get(p.carId);
      const [name, nameEn] = (car && carNames.get(car.id)) ?? ['', ''];
      // A part named after its car is named after the car's copy; any other product (a universal
      // line, or one made for a car that calls it by a shorter name) becomes another finish of its line.
      const namesItsCar =
        car !== undefined && p.name.includes(car.carName) && p.nameEn.includes(car.carNameEn);
      const [finishZh, finishEn] = pick(FINISHES, k + p.id);
      out.product.push({
        ...p,
        id: productId(p.id),
        ...(car && { carId: carId(car.id) }),
        ...(namesItsCar
          ? { name: rename(p.name, car.carName, name), nameEn: rename(p.nameEn, car.carNameEn, nameEn) }
          : { name: `${p.name}（${lineZh} · ${finishZh}）`, nameEn: `${p.nameEn} (${lineEn}, ${finishEn})` }),
      });
    }

    for (const g of base.car_gallery) {
      const car = carById.get(g.carId);
      const [name, nameEn] = carNames.get(g.carId) ?? ['', ''];
      out.car_gallery.push({
        ...g,
        id: g.id + k * stride.gallery,
        carId: carId(g.carId),
        galleryName: rename(g.galleryName, car?.carName ?? '', name),
        galleryNameEn: rename(g.galleryNameEn, car?.carNameEn ?? '', nameEn),
      });
    }

    // The rows that link a copy's items point at items of the same copy.
    for (const row of base.car_stage)
      out.car_stage.push({ ...row, id: stageId(row.id), carId: carId(row.carId) });
    for (const row of base.car_stage_part)
      out.car_stage_part.push({
        ...row,
        id: row.id + k * stride.stagePart,
        stageId: stageId(row.stageId),
        productId: productId(row.productId),
      });
    for (const row of base.gallery_part)
      out.gallery_part.push({
        ...row,
        id: row.id + k * stride.galleryPart,
        galleryId: row.galleryId + k * stride.gallery,
        productId: productId(row.productId),
      });
    for (const row of base.product_wheel_size)
      out.product_wheel_size.push({
        ...row,
        id: row.id + k * stride.wheelSize,
        productId: productId(row.productId),
      });
    for (const row of base.product_fitment_car)
      out.product_fitment_car.push({
        ...row,
        id: row.id + k * stride.fitmentCar,
        productId: productId(row.productId),
        carId: carId(row.carId),
      });

    for (const n of base.news) {
      const brand = n.brandId ? brandById.get(n.brandId) : undefined;
      out.news.push({
        ...n,
        id: n.id + k * stride.news,
        brandId: n.brandId ? brandId(n.brandId) : null,
        title: brand
          ? rename(n.title, brand.brandName, `${brand.brandName} ${lineZh}`)
          : `${n.title}（${lineZh}）`,
        titleEn: brand
          ? rename(n.titleEn, brand.brandNameEn, `${brand.brandNameEn} ${lineEn}`)
          : `${n.titleEn} (${lineEn})`,
        // Older copies go further back, so the news list reads as a long archive.
        publishDate: shiftDate(n.publishDate, k * 3),
        sortOrder: n.sortOrder + k * stride.news,
      });
    }

    for (let i = 0; i < TRACES_PER_COPY; i++) {
      const seq = (k - 1) * TRACES_PER_COPY + i;
      const browseType = BROWSE_TYPES[seq % BROWSE_TYPES.length] ?? 'news';
      const related =
        browseType === 'news'
          ? 1 + (seq % (stride.news * scale))
          : browseType === 'pro'
            ? 1 + (seq % (stride.product * scale))
            : 1 + (seq % (stride.car * scale));
      out.user_trace.push({
        browseType,
        relatedId: browseType === 'booking' ? '' : String(related),
        deviceType: DEVICE_TYPES[(seq >> 1) % DEVICE_TYPES.length] ?? 'PC',
        languages: seq % 3 === 0 ? 'en' : 'cn',
        // A fixed pseudo-random walk over 90 days (Knuth's multiplicative hash).
        createdAt: new Date(TRACE_EPOCH - ((seq * 2654435761) % (90 * 86_400_000))).toISOString(),
      });
    }
  }
  return out;
}
