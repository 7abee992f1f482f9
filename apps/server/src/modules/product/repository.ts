import type {
  CatalogueFilter,
  Paged,
  Part,
  ProductCardSource,
  ProductDetail,
  ProductListItem,
  ProductSectionItem,
  WheelSize,
} from '@refit/contract';
import type { SectionItemsPage, SectionProductType } from '@refit/contract/in-process';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { readStoredPage } from '../../db/list-positions.ts';
import type { ListFamily } from '../../db/list-positions.ts';
import { inOrder, paginate } from '../../db/paginate.ts';
import type { PageRequest } from '../../db/paginate.ts';
import type { Database } from '../../db/schema.ts';
import { brandIsListed, carIsPublished, rowIsPublished, visibleCars } from '../../db/visibility.ts';
import { searchAndSharingColumns, withSearchAndSharing } from '../../db/search-and-sharing.ts';
import { wheelFitmentOf, wheelSizesOf } from './wheel-fitment.ts';

/** `%` and `_` in what the visitor typed are searched for, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The catalogue filters, on the product's own columns so that the paged lists' id queries (which
 * join no car) apply them too: brand and car by id, and a text found in the Chinese or English
 * name, whatever its case (lower() on both sides, as SQLite and PostgreSQL compare LIKE differently).
 */
function catalogueFilter(db: Db, { brandId, carId, fitsCarId, fitsBrandId, q }: CatalogueFilter) {
  return (eb: ExpressionBuilder<Database, 'product'>) => {
    const terms: Expression<SqlBool>[] = [];
    if (brandId !== undefined)
      terms.push(
        eb('product.carId', 'in', db.selectFrom('car').select('car.id').where('car.brandId', '=', brandId)),
      );
    if (carId !== undefined) terms.push(eb('product.carId', '=', carId));
    if (fitsCarId !== undefined)
      terms.push(eb('product.id', 'in', fittingProductIds(db, { carId: fitsCarId })));
    if (fitsBrandId !== undefined)
      terms.push(eb('product.id', 'in', fittingProductIds(db, { brandId: fitsBrandId })));
    if (q !== undefined) {
      const pattern = likePattern(q);
      terms.push(
        eb.or([
          eb(sql`lower(${sql.ref('product.name')})`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('product.nameEn')})`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    return eb.and(terms);
  };
}

/** The wheels whose fitment lists the car, or a car of the brand (decision 0066). */
function fittingProductIds(db: Db, to: { carId: number } | { brandId: number }) {
  const fitted = db.selectFrom('product_fitment_car').select('product_fitment_car.productId');
  return 'carId' in to
    ? fitted.where('product_fitment_car.carId', '=', to.carId)
    : fitted.where(
        'product_fitment_car.carId',
        'in',
        db.selectFrom('car').select('car.id').where('car.brandId', '=', to.brandId),
      );
}

function isUnfiltered(filter: CatalogueFilter): boolean {
  return Object.values(filter).every((value) => value === undefined);
}

/**
 * Products with their type, and car and brand when they belong to one. A product of a
 * hidden brand or unpublished car is hidden; a catalogue product (no car) is always shown.
 * The catalogue filters narrow them in the same query.
 */
function productsWithContext(db: Db, filter: CatalogueFilter = {}) {
  return db
    .selectFrom('product')
    .innerJoin('product_type', 'product_type.id', 'product.typeId')
    .leftJoin('car', 'car.id', 'product.carId')
    .leftJoin('brand', 'brand.id', 'car.brandId')
    .where(rowIsPublished('product'))
    .where(rowIsPublished('product_type'))
    .where((eb) => eb.or([eb('product.carId', 'is', null), eb.and([carIsPublished(), brandIsListed()])]))
    .where(catalogueFilter(db, filter));
}

/**
 * The products productsWithContext shows, for counting, paging and positioning many of them: the
 * same rules, but the car's and brand's rules are checked against one set of listed car ids
 * instead of by reading a car and a brand row for every product, so that a count or an offset
 * reads only entries of product_list_idx (typeId, publishStatus, sortOrder, id, carId).
 */
function listedProducts(db: Db, filter: CatalogueFilter = {}) {
  return db
    .selectFrom('product')
    .innerJoin('product_type', 'product_type.id', 'product.typeId')
    .where(rowIsPublished('product'))
    .where(rowIsPublished('product_type'))
    .where((eb) =>
      eb.or([
        eb('product.carId', 'is', null),
        // "+ 0": SQLite would otherwise answer the IN with one probe of product_car_idx per listed car.
        eb(sql`${sql.ref('product.carId')} + 0`, 'in', visibleCars(db).select('car.id')),
      ]),
    )
    .where(catalogueFilter(db, filter));
}

function listedProductIds(db: Db, filter: CatalogueFilter = {}) {
  return listedProducts(db, filter).select('product.id');
}

/** A product's place in its category: the type's order, then the product's. */
const categoryOrder = sql`${sql.ref('product_type.sortOrder')}, ${sql.ref('product.sortOrder')}, ${sql.ref('product.id')}`;

/**
 * The stored positions of the unfiltered product lists (db/list-positions.ts): a type's products
 * (`type:<id>`), a category's in type order (`category:<code>`), and a category's as its section page
 * interleaves them (`section:<code>`, see pageSectionItems).
 */
export const productLists: ListFamily = {
  name: 'product',
  positions: (db) => {
    const ofType = listedProducts(db).select([
      sql<string>`${sql.lit('type:')} || ${sql.ref('product.typeId')}`.as('list'),
      sql<number>`row_number() over (partition by ${sql.ref('product.typeId')} order by ${sql.ref('product.sortOrder')}, ${sql.ref('product.id')})`.as(
        'position',
      ),
      'product.id as itemId',
    ]);
    const ofCategory = listedProducts(db).select([
      sql<string>`${sql.lit('category:')} || ${sql.ref('product_type.category')}`.as('list'),
      sql<number>`row_number() over (partition by ${sql.ref('product_type.category')} order by ${categoryOrder})`.as(
        'position',
      ),
      'product.id as itemId',
    ]);
    const inCategory = listedProducts(db).select([
      'product_type.category',
      'product.typeId',
      'product.id',
      sql<number>`row_number() over (partition by ${sql.ref('product_type.category')} order by ${categoryOrder})`.as(
        'inCategory',
      ),
    ]);
    const rounds = db
      .selectFrom(inCategory.as('inCategory'))
      .select([
        'inCategory.category',
        'inCategory.id',
        sql<number>`row_number() over (partition by ${sql.ref('inCategory.typeId')} order by ${sql.ref('inCategory.inCategory')})`.as(
          'round',
        ),
        sql<number>`min(${sql.ref('inCategory.inCategory')}) over (partition by ${sql.ref('inCategory.typeId')})`.as(
          'typeFirst',
        ),
      ]);
    const ofSection = db
      .selectFrom(rounds.as('rounds'))
      .select([
        sql<string>`${sql.lit('section:')} || ${sql.ref('rounds.category')}`.as('list'),
        sql<number>`row_number() over (partition by ${sql.ref('rounds.category')} order by ${sql.ref('rounds.round')}, ${sql.ref('rounds.typeFirst')})`.as(
          'position',
        ),
        'rounds.id as itemId',
      ]);
    return [ofType, ofCategory, ofSection];
  },
};

const text = (column: string) => sql<string>`coalesce(${sql.ref(column)}, '')`;

function cardColumns(db: Db, filter: CatalogueFilter = {}) {
  return productsWithContext(db, filter).select([
    'product.id',
    'product.name',
    'product.nameEn',
    text('brand.brandName').as('brandName'),
    text('brand.brandNameEn').as('brandNameEn'),
    text('car.carName').as('carName'),
    text('car.carNameEn').as('carNameEn'),
    'product_type.typeName',
    'product_type.typeNameEn',
    'product.productImgFileUrl',
    text('car.carImgUrl').as('carImgUrl'),
  ]);
}

/** The items of a section (getIndexProductList's rows, before their titles are made). */
function sectionItemRows(db: Db, category: string, filter: CatalogueFilter = {}) {
  return productsWithContext(db, filter)
    .select([
      'product.id',
      'product.productImgFileUrl as image',
      'product.typeId',
      'product_type.typeName',
      'product_type.typeNameEn',
      'product.name as productName',
      'product.nameEn as productNameEn',
      text('car.carName').as('carName'),
      text('car.carNameEn').as('carNameEn'),
    ])
    .where('product_type.category', '=', category);
}

type SectionItemRow = Omit<ProductSectionItem, 'title' | 'titleEn'> & { carName: string; carNameEn: string };

/** The title names the car a part was made for, or the product type of a catalogue item. */
function sectionItem({ carName, carNameEn, ...row }: SectionItemRow): ProductSectionItem {
  return { ...row, title: carName || row.typeName, titleEn: carNameEn || row.typeNameEn };
}

/**
 * Each item with its wheel sizes (decision 0066), read for all of them at once and added only to
 * those that have some, so that other products answer exactly SPEC section 3's fields. Only wheels
 * carry sizes (the admin's rule): a section of another category is not read for them.
 */
async function withWheelSizes<T extends { id: number }>(
  db: Db,
  items: T[],
): Promise<(T & { wheelSizes?: WheelSize[] })[]> {
  const sizes = await wheelSizesOf(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const own = sizes.get(item.id);
    return own ? { ...item, wheelSizes: own } : item;
  });
}

export async function listSectionItems(
  db: Db,
  category: string,
  typeId: number | undefined,
  filter: CatalogueFilter = {},
): Promise<ProductSectionItem[]> {
  let query = sectionItemRows(db, category, filter)
    .orderBy('product_type.sortOrder')
    .orderBy('product.sortOrder')
    .orderBy('product.id');
  if (typeId !== undefined) query = query.where('product.typeId', '=', typeId);
  const items = (await query.execute()).map(sectionItem);
  return category === 'wheels' ? withWheelSizes(db, items) : items;
}

/**
 * A page of a section's items in the order the section page shows them (interleaveBy over
 * listSectionItems: the first item of each type, in the order the types first occur, then the
 * second of each, …), and how many there are: the order is made in SQL, so a page reads only its
 * rows. Read in-process by the web app.
 */
export async function pageSectionItems(
  db: Db,
  category: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<SectionItemsPage> {
  const stored = await readStoredPage(db, productLists, `section:${category}`, { offset, limit });
  if (stored) {
    const rows = await inOrder(stored.ids, (ids) =>
      sectionItemRows(db, category).where('product.id', 'in', ids).execute(),
    );
    const items = rows.map(sectionItem);
    return { items: category === 'wheels' ? await withWheelSizes(db, items) : items, total: stored.total };
  }
  const listed = sectionItemRows(db, category).select(
    sql<number>`row_number() over (order by ${categoryOrder})`.as('position'),
  );
  const [rows, counted] = await Promise.all([
    db
      .with('listed', () => listed)
      .with('ranked', (qc) =>
        qc
          .selectFrom('listed')
          .selectAll()
          .select([
            sql<number>`row_number() over (partition by ${sql.ref('typeId')} order by ${sql.ref('position')})`.as(
              'round',
            ),
            sql<number>`min(${sql.ref('position')}) over (partition by ${sql.ref('typeId')})`.as('typeFirst'),
          ]),
      )
      .selectFrom('ranked')
      .select([
        'id',
        'image',
        'typeId',
        'typeName',
        'typeNameEn',
        'productName',
        'productNameEn',
        'carName',
        'carNameEn',
      ])
      .orderBy('round')
      .orderBy('typeFirst')
      .limit(limit)
      .offset(offset)
      .execute(),
    productsWithContext(db)
      .where('product_type.category', '=', category)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .executeTakeFirst(),
  ]);
  const items = rows.map(sectionItem);
  return {
    items: category === 'wheels' ? await withWheelSizes(db, items) : items,
    total: Number(counted?.total ?? 0),
  };
}

export function pageCarParts(
  db: Db,
  carId: number,
  productTypeId: number,
  page: PageRequest | undefined,
): Promise<Paged<Part>> {
  const query = productsWithContext(db)
    .select([
      'product.id',
      'product.name',
      'product.nameEn',
      'product.productImgFileUrl',
      'product.specs',
      'product.specsEn',
      'product.quantity',
      'product_type.typeName',
      'product_type.typeNameEn',
    ])
    .where('product.carId', '=', carId)
    .where('product.typeId', '=', productTypeId)
    .orderBy('product.sortOrder')
    .orderBy('product.id');
  // isPag=false asks for every part at once.
  return paginate(query, page ?? { pageNo: 1, pageSize: 1000 });
}

export interface SimpleProductFilter extends PageRequest {
  category?: string | undefined;
  typeId?: number | undefined;
  carId?: number | undefined;
}

export function pageSimpleProducts(
  db: Db,
  { category, typeId, carId, ...page }: SimpleProductFilter,
): Promise<Paged<ProductListItem>> {
  let ids = listedProductIds(db);
  if (category !== undefined) ids = ids.where('product_type.category', '=', category);
  if (typeId !== undefined) ids = ids.where('product.typeId', '=', typeId);
  if (carId !== undefined) ids = ids.where('product.carId', '=', carId);
  // Unfiltered lists of one category or one type have stored positions.
  const storedList =
    carId !== undefined || (category === undefined) === (typeId === undefined)
      ? undefined
      : category !== undefined
        ? `category:${category}`
        : `type:${typeId}`;
  return paginate(
    ids.orderBy('product_type.sortOrder').orderBy('product.sortOrder').orderBy('product.id'),
    page,
    {
      ...(storedList && {
        stored: (offset, limit) => readStoredPage(db, productLists, storedList, { offset, limit }),
      }),
      pageIds: (offset, limit) => pageIdsInTypeOrder(db, { category, typeId, carId }, offset, limit),
      rowsOf: (pageIds) =>
        db
          .selectFrom('product')
          .select(['product.id', 'product.name', 'product.nameEn', 'product.productImgFileUrl'])
          .where('product.id', 'in', pageIds)
          .where(rowIsPublished('product'))
          .execute(),
    },
  );
}

const MAX_TYPE_BRANCHES = 48;

/**
 * A page of pageSimpleProducts' ids in its order (the type's sortOrder, then the product's
 * sortOrder and id) without sorting every listed product: the first offset + limit products of
 * each type, read in product_list_idx's order, then sorted together (types sharing a sortOrder
 * interleave as in one sort). The order starts with a column of another table, which no index of
 * product can follow.
 */
async function pageIdsInTypeOrder(
  db: Db,
  { category, typeId, carId }: Omit<SimpleProductFilter, keyof PageRequest>,
  offset: number,
  limit: number,
): Promise<number[] | undefined> {
  let typeQuery = db
    .selectFrom('product_type')
    .select(['id', 'sortOrder'])
    .where(rowIsPublished('product_type'));
  if (category !== undefined) typeQuery = typeQuery.where('category', '=', category);
  if (typeId !== undefined) typeQuery = typeQuery.where('id', '=', typeId);
  const types = await typeQuery.execute();
  // One branch per type: past a few dozen, the plain sorted query is the cheaper one (and SQLite
  // refuses a union of more than 500 selects).
  if (types.length > MAX_TYPE_BRANCHES) return undefined;
  const [first, ...others] = types.map((type, i) => {
    let ofType = listedProductIds(db).where('product.typeId', '=', type.id);
    if (carId !== undefined) ofType = ofType.where('product.carId', '=', carId);
    return db
      .selectFrom(
        ofType
          // A literal, not a parameter: PostgreSQL cannot type a parameter in a union's select list.
          .select([sql.lit(Math.trunc(type.sortOrder)).as('typeSortOrder'), 'product.sortOrder'])
          .orderBy('product.sortOrder')
          .orderBy('product.id')
          .limit(offset + limit)
          .as(`type${i}`),
      )
      .selectAll();
  });
  if (!first) return [];
  const rows = await db
    .selectFrom(others.reduce((union, branch) => union.unionAll(branch), first).as('typed'))
    .select('id')
    .orderBy('typeSortOrder')
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

export async function typeExists(db: Db, typeId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('product_type')
      .select('id')
      .where('id', '=', typeId)
      .where(rowIsPublished('product_type'))
      .executeTakeFirst()) !== undefined
  );
}

export function pageProductsOfType(
  db: Db,
  typeId: number,
  page: PageRequest,
  filter: CatalogueFilter = {},
): Promise<Paged<ProductCardSource>> {
  return paginate(
    listedProductIds(db, filter)
      .where('product.typeId', '=', typeId)
      .orderBy('product.sortOrder')
      .orderBy('product.id'),
    page,
    {
      ...(isUnfiltered(filter) && {
        stored: (offset, limit) => readStoredPage(db, productLists, `type:${typeId}`, { offset, limit }),
      }),
      rowsOf: async (pageIds) =>
        withWheelSizes(db, await cardColumns(db).where('product.id', 'in', pageIds).execute()),
    },
  );
}

export async function findProduct(db: Db, id: number): Promise<ProductDetail | undefined> {
  const product = await cardColumns(db)
    .select([
      'product_type.category',
      'product.typeId',
      'product.carId',
      'car.brandId',
      'product.specs',
      'product.specsEn',
      'product.quantity',
      'product.description',
      'product.descriptionEn',
      'product.imagesJson',
      'product.fitmentNote',
      'product.fitmentNoteEn',
      ...searchAndSharingColumns('product'),
    ])
    .where('product.id', '=', id)
    .executeTakeFirst();
  if (!product) return undefined;
  const { fitmentNote, fitmentNoteEn, ...detail } = withSearchAndSharing(product);
  const fitment = await wheelFitmentOf(db, id, { note: fitmentNote, noteEn: fitmentNoteEn });
  return fitment ? { ...detail, fitment } : detail;
}

/** Those of the products `ids` that visitors see, by id: the parts a car's programme or a gallery lists. */
export async function visibleProductsById(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProductListItem>> {
  if (ids.length === 0) return new Map();
  const rows = await productsWithContext(db)
    .select(['product.id', 'product.name', 'product.nameEn', 'product.productImgFileUrl'])
    .where('product.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The distinct product types of a section's items (listSectionItems), in the order they first occur
 * there, without reading the items: what a catalogue page's tiles need. Read in-process by the web app.
 */
export function listSectionTypes(db: Db, category: string): Promise<SectionProductType[]> {
  return productsWithContext(db)
    .where('product_type.category', '=', category)
    .select(['product.typeId', 'product_type.typeName', 'product_type.typeNameEn'])
    .groupBy(['product.typeId', 'product_type.typeName', 'product_type.typeNameEn', 'product_type.sortOrder'])
    .orderBy('product_type.sortOrder')
    .orderBy((eb) => eb.fn.min('product.sortOrder'))
    .orderBy((eb) => eb.fn.min('product.id'))
    .execute();
}
