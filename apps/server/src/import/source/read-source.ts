// Reads everything the source shows through the calls of source-calls.ts: lists first, then each
// item's detail, every call in both languages. A record that fails the contract's schema, and a
// call that fails, are reported and left out; the rest goes on. A source that stops answering
// ends the reading (SourceDownError): what was read so far is kept.
import PQueue from 'p-queue';
import { COMMON_DATA_CODES, PRODUCT_CATEGORIES } from '@refit/contract';
import type {
  Brand,
  BrandGalleryItem,
  Car,
  CarDetail,
  GalleryDetail,
  IndexListItem,
  MenuItem,
  NewsDetail,
  NewsListItem,
  Part,
  Partner,
  ProductCardSource,
  ProductDetail,
  ProductSectionItem,
  ServiceLocation,
} from '@refit/contract';
import type { ImportReport } from '../import-report.ts';
import { readBoth } from './both-languages.ts';
import type { SourceClient } from './source-client.ts';
import { SourceDownError } from './source-client.ts';
import { OPTIONAL_CALLS, READ_CALLS, READ_PAGE_SIZE, recordSchema } from './source-calls.ts';
import type { ReadCall } from './source-calls.ts';
import { emptySnapshot } from './source-snapshot.ts';
import type { SourceProductType, SourceSnapshot } from './source-snapshot.ts';

export interface ReadProgress {
  (done: number, known: number): void;
}

/** Which table each call's records belong to, for naming a bad record in the report. */
const TABLE_OF: Partial<Record<ReadCall, string>> = {
  getMenuData: 'menu_item',
  getBrandList: 'brand',
  getPartnersList: 'partner',
  getLocationList: 'location',
  getCarList: 'car',
  getCarListByPage: 'car',
  getIndexList: 'car',
  getRefitCarInfo: 'car',
  getProductListByPage: 'product',
  getIndexProductList: 'product',
  getProductListByPageSimple: 'product',
  getProductListByType: 'product',
  getProductInfo: 'product',
  getCarGalleryListByPage: 'car_gallery',
  getCarGalleryById: 'car_gallery',
  getNewsList: 'news',
  getNewsDetail: 'news',
};

export async function readSource(
  client: SourceClient,
  report: ImportReport,
  { concurrency, onProgress }: { concurrency: number; onProgress: ReadProgress },
): Promise<SourceSnapshot> {
  const snapshot = emptySnapshot();
  const queue = new PQueue({ concurrency });
  let done = 0;
  let known = 0;
  /** Ids of records that failed their schema, per table: they are not read again. */
  const invalid = new Set<string>();

  /** One call in both languages, recorded; undefined when it failed (reported). */
  async function call(name: ReadCall, query: Record<string, string> = {}, item?: string): Promise<unknown> {
    known += 1;
    try {
      const result = await readBoth((lang) => client.call(name, query, lang));
      snapshot.answers.push({ name, query, result });
      return result;
    } catch (error) {
      if (error instanceof SourceDownError) throw error;
      snapshot.answers.push({ name, query, result: undefined });
      if (!OPTIONAL_CALLS.includes(name))
        report.problem({
          kind: 'call-failed',
          ...(item && { item }),
          call: name,
          query,
          message: (error as Error).message,
        });
      return undefined;
    } finally {
      done += 1;
      onProgress(done, known);
    }
  }

  /** The records of a list answer that pass their schema; the others reported by id. */
  function valid<T>(name: ReadCall, query: Record<string, string>, records: unknown): T[] {
    if (!Array.isArray(records)) {
      if (records !== undefined)
        report.problem({ kind: 'invalid-record', call: name, query, message: 'the answer is not a list' });
      return [];
    }
    const schema = recordSchema(name);
    return records.flatMap((record: unknown) => {
      const parsed = schema.safeParse(record);
      if (parsed.success) return [parsed.data as T];
      const id = (record as { id?: unknown } | null)?.id;
      const item = `${TABLE_OF[name] ?? name}:${String(id ?? '?')}`;
      if (!invalid.has(item)) {
        invalid.add(item);
        report.problem({ kind: 'invalid-record', item, call: name, query, message: issues(parsed.error) });
      }
      return [];
    });
  }

  /** One record (a detail call's answer) if it passes its schema. */
  async function detail<T>(name: ReadCall, query: Record<string, string>, table: string, id: number) {
    const result = await call(name, query, `${table}:${id}`);
    if (result === undefined) return undefined;
    const parsed = recordSchema(name).safeParse(result);
    if (parsed.success) return parsed.data as T;
    const item = `${table}:${id}`;
    if (!invalid.has(item)) {
      invalid.add(item);
      report.problem({ kind: 'invalid-record', item, call: name, query, message: issues(parsed.error) });
    }
    return undefined;
  }

  /** Every page of a paged call. */
  async function pages<T>(name: ReadCall, query: Record<string, string>): Promise<T[]> {
    const all: T[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const pageQuery = { ...query, pageNo: String(pageNo), pageSize: String(READ_PAGE_SIZE) };
      const page = (await call(name, pageQuery)) as { records?: unknown; pages?: unknown } | undefined;
      if (!page) return all;
      all.push(...valid<T>(name, pageQuery, page.records));
      if (typeof page.pages !== 'number' || pageNo >= page.pages) return all;
    }
  }

  const each = <T>(items: readonly T[], work: (item: T) => Promise<void>) =>
    Promise.all(items.map((item) => queue.add(() => work(item))));

  try {
    await readAll();
  } catch (error) {
    if (!(error instanceof SourceDownError)) throw error;
    // What was read stays: it is written, and the next run reads the rest.
    report.summary.sourceDown = error.message;
    queue.clear();
    await queue.onIdle();
  }
  return snapshot;

  async function readAll(): Promise<void> {
    // Lists of the whole site.
    snapshot.menus = valid<MenuItem>(
      'getMenuData',
      {},
      await call('getMenuData', { categoryCode: 'home_page', isQueryChild: 'true' }),
    );
    snapshot.brands = valid<Brand>('getBrandList', {}, await call('getBrandList'));
    await each(COMMON_DATA_CODES, async (code) => {
      const found = (await call('getCommonData', { code })) as { contents?: unknown } | undefined;
      if (typeof found?.contents === 'string') snapshot.commonData.set(code, found.contents);
    });
    for (const item of valid<IndexListItem>('getIndexList', {}, await call('getIndexList')))
      snapshot.featured.add(item.id);
    snapshot.partners = valid<Partner>('getPartnersList', {}, await call('getPartnersList'));
    const locations = await call('getLocationList');
    snapshot.locations =
      locations === undefined ? null : valid<ServiceLocation>('getLocationList', {}, locations);

    // Cars, brand by brand, and each car's detail and parts.
    const carsByBrand = new Map<number, Car[]>();
    await each(snapshot.brands, async (brand) => {
      const brandId = String(brand.id);
      carsByBrand.set(brand.id, valid<Car>('getCarList', { brandId }, await call('getCarList', { brandId })));
      await pages<Car>('getCarListByPage', { brandId });
    });
    const cars = snapshot.brands.flatMap((brand) => carsByBrand.get(brand.id) ?? []);
    for (const car of cars) snapshot.carIcons.set(car.id, car.carIcoUrl);
    const details = new Map<number, CarDetail>();
    const typeInfo = new Map<number, SourceProductType>();
    const partIds: number[] = [];
    await each(cars, async (car) => {
      const found = await detail<CarDetail>('getRefitCarInfo', { carId: String(car.id) }, 'car', car.id);
      if (!found) return;
      details.set(car.id, found);
      for (const tab of found.productInfoList) {
        const query = { carId: String(car.id), productTypeId: String(tab.productTypeId), isPag: 'true' };
        for (const part of await pages<Part>('getProductListByPage', query)) partIds.push(part.id);
      }
    });
    snapshot.cars = cars.flatMap((car) => details.get(car.id) ?? []);

    // Catalogue sections: their types, in section order, then the types only cars name.
    const sectionItems = new Map<string, ProductSectionItem[]>();
    await each(PRODUCT_CATEGORIES, async (category) => {
      sectionItems.set(
        category,
        valid<ProductSectionItem>(
          'getIndexProductList',
          { category },
          await call('getIndexProductList', { category }),
        ),
      );
      await pages('getProductListByPageSimple', { category });
    });
    const types: SourceProductType[] = [];
    const addType = (id: number, typeName: string, typeNameEn: string, category: string | null) => {
      const known = typeInfo.get(id);
      if (known) {
        known.category ??= category;
        return;
      }
      const type = { id, typeName, typeNameEn, category };
      typeInfo.set(id, type);
      types.push(type);
    };
    for (const category of PRODUCT_CATEGORIES)
      for (const item of sectionItems.get(category) ?? [])
        addType(item.typeId, item.typeName, item.typeNameEn, category);
    for (const car of snapshot.cars)
      for (const tab of car.productInfoList)
        addType(tab.productTypeId, tab.productTypeName, tab.productTypeNameEn, null);

    // Products, type by type, and each product's detail.
    const productOrder: number[] = [];
    const seen = new Set<number>();
    const listed = new Map<number, number[]>();
    await each(types, async (type) => {
      const typeId = String(type.id);
      listed.set(
        type.id,
        (await pages<ProductCardSource>('getProductListByType', { typeId })).map((product) => product.id),
      );
      await pages('getProductListByPageSimple', { typeId });
    });
    const sectionIds = [...sectionItems.values()].flat().map((item) => item.id);
    for (const id of [...types.flatMap((type) => listed.get(type.id) ?? []), ...sectionIds, ...partIds]) {
      if (seen.has(id)) continue;
      seen.add(id);
      productOrder.push(id);
    }
    const products = new Map<number, ProductDetail>();
    await each(productOrder, async (id) => {
      const found = await detail<ProductDetail>('getProductInfo', { id: String(id) }, 'product', id);
      if (found) products.set(id, found);
    });
    snapshot.products = productOrder.flatMap((id) => products.get(id) ?? []);
    for (const product of snapshot.products) {
      const type = typeInfo.get(product.typeId);
      if (type) type.category ??= product.category;
    }
    snapshot.productTypes = types;

    // Galleries and news: the lists of all of them, then each one.
    const galleryList = await pages<BrandGalleryItem>('getCarGalleryListByPage', {});
    await each(snapshot.brands, async (brand) => {
      await pages('getCarGalleryListByPage', { brandId: String(brand.id) });
    });
    const galleries = new Map<number, GalleryDetail>();
    await each(galleryList, async (item) => {
      const found = await detail<GalleryDetail>(
        'getCarGalleryById',
        { id: String(item.id) },
        'car_gallery',
        item.id,
      );
      if (found) galleries.set(item.id, found);
    });
    snapshot.galleries = galleryList.flatMap((item) => galleries.get(item.id) ?? []);

    const newsList = await pages<NewsListItem>('getNewsList', {});
    await each(snapshot.brands, async (brand) => {
      await pages('getNewsList', { brandId: String(brand.id) });
    });
    const stories = new Map<number, NewsDetail>();
    await each(newsList, async (item) => {
      const found = await detail<NewsDetail>('getNewsDetail', { id: String(item.id) }, 'news', item.id);
      if (found) stories.set(item.id, found);
    });
    snapshot.news = newsList.flatMap((item) => stories.get(item.id) ?? []);
  }
}

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'record'} ${issue.message}`)
    .join('; ');
}

export { READ_CALLS };
