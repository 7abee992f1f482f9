// Product types: one live row each; products and the cars offering the type depend on it.
import type { ProductTypeDocument } from '@refit/contract/admin';
import { singleTableAdapter } from './single-table.ts';

export const productTypesAdapter = singleTableAdapter<'product_type', ProductTypeDocument>({
  type: 'product-types',
  table: 'product_type',
  toDocument: (row) => ({
    category: row.category as ProductTypeDocument['category'],
    slug: row.slug,
    typeName: row.typeName,
    typeNameEn: row.typeNameEn,
    iconUrl: row.iconUrl,
  }),
  toColumns: (document) => ({ ...document }),
  list: (row) => ({ title: row.typeName, titleEn: row.typeNameEn, thumbnailUrl: row.iconUrl }),
  async checkReferences(db, document, id) {
    let query = db.selectFrom('product_type').select('id').where('slug', '=', document.slug);
    if (id !== null) query = query.where('id', '!=', id);
    const taken = await query.executeTakeFirst();
    return taken ? [{ path: ['document', 'slug'], message: `is used by product type ${taken.id}` }] : [];
  },
  async dependents(db, id) {
    const [products, cars] = await Promise.all([
      db
        .selectFrom('product')
        .select(['id', 'name as title'])
        .where('typeId', '=', id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('car_product_type')
        .innerJoin('car', 'car.id', 'car_product_type.carId')
        .select(['car.id', 'car.carName as title'])
        .where('car_product_type.productTypeId', '=', id)
        .orderBy('car.id')
        .execute(),
    ]);
    return [
      ...products.map((row) => ({ type: 'products' as const, ...row })),
      ...cars.map((row) => ({ type: 'cars' as const, ...row })),
    ];
  },
});
