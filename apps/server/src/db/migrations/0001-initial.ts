// The first schema: every entity of SPEC section 3, plus news, enquiries and visit traces.
// Only SQL that SQLite and PostgreSQL both accept; ids differ (serial on PostgreSQL).
import { PostgresAdapter } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

type Table = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, table: Table): Table {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const text = (table: Table, ...names: string[]): Table =>
  names.reduce((t, name) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo('')), table);

export async function up(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => withId(db, db.schema.createTable(name));

  await text(
    create('brand').addColumn('slug', 'text', (c) => c.notNull().unique()),
    'brandName',
    'brandNameEn',
    'brandIconUrl',
    'keyword',
    'keywordEn',
    'slideshowJson',
  )
    .addColumn('isShowMenu', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('publishStatus', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('menu_item').addColumn('parentId', 'integer', (c) =>
      c.references('menu_item.id').onDelete('cascade'),
    ),
    'categoryCode',
    'name',
    'nameEn',
    'menuLink',
    'fileUrl',
  )
    .addColumn('isShow', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(create('partner'), 'partnersName', 'partnersNameEn', 'partnersIconUrl', 'partnersLink')
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('common_data')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('contents', 'text', (c) => c.notNull())
    .execute();

  await text(
    create('car').addColumn('brandId', 'integer', (c) =>
      c.notNull().references('brand.id').onDelete('cascade'),
    ),
    'carName',
    'carNameEn',
    'carIcoUrl',
    'carImgUrl',
    'carTitles',
    'carTitlesEn',
    'carContents',
    'carContentsEn',
    'keyword',
    'keywordEn',
    'videoUrl',
  )
    .addColumn('isVideo', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('isFeatured', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('publishStatus', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('car_gallery').addColumn('carId', 'integer', (c) =>
      c.notNull().references('car.id').onDelete('cascade'),
    ),
    'galleryName',
    'galleryNameEn',
    'coverImgUrl',
    'galleryJson',
  )
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('product_type').addColumn('slug', 'text', (c) => c.notNull().unique()),
    'category',
    'typeName',
    'typeNameEn',
    'iconUrl',
  )
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('car_product_type')
      .addColumn('carId', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
      .addColumn('productTypeId', 'integer', (c) =>
        c.notNull().references('product_type.id').onDelete('cascade'),
      ),
    'slideshowJson',
    'moMaUrl',
  )
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('product')
      .addColumn('typeId', 'integer', (c) => c.notNull().references('product_type.id').onDelete('cascade'))
      .addColumn('carId', 'integer', (c) => c.references('car.id').onDelete('set null')),
    'name',
    'nameEn',
    'productImgFileUrl',
    'imagesJson',
    'specs',
    'specsEn',
    'description',
    'descriptionEn',
  )
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('news').addColumn('brandId', 'integer', (c) => c.references('brand.id').onDelete('set null')),
    'title',
    'titleEn',
    'tag',
    'tagEn',
    'summary',
    'summaryEn',
    'coverImgUrl',
    'content',
    'contentEn',
    'publishDate',
  )
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await text(
    create('contact_enquiry'),
    'name',
    'email',
    'phoneNum',
    'messageContent',
    'languages',
    'clientAddress',
    'createdAt',
  ).execute();

  await text(
    create('user_trace'),
    'browseType',
    'relatedId',
    'deviceType',
    'languages',
    'createdAt',
  ).execute();

  // Indexes for the lookups the pages make on every visit.
  await db.schema.createIndex('car_brand_idx').on('car').columns(['brandId', 'sortOrder']).execute();
  await db.schema
    .createIndex('car_gallery_car_idx')
    .on('car_gallery')
    .columns(['carId', 'sortOrder'])
    .execute();
  await db.schema.createIndex('product_type_idx').on('product').columns(['typeId', 'sortOrder']).execute();
  await db.schema.createIndex('product_car_idx').on('product').columns(['carId', 'typeId']).execute();
  await db.schema.createIndex('car_product_type_car_idx').on('car_product_type').columns(['carId']).execute();
  await db.schema.createIndex('menu_parent_idx').on('menu_item').columns(['parentId']).execute();
  await db.schema.createIndex('news_date_idx').on('news').columns(['publishDate']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_trace',
    'contact_enquiry',
    'news',
    'product',
    'car_product_type',
    'product_type',
    'car_gallery',
    'car',
    'common_data',
    'partner',
    'menu_item',
    'brand',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
