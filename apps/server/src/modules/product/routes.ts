import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import {
  findProduct,
  listSectionItems,
  pageCarParts,
  pageProductsOfType,
  pageSimpleProducts,
  typeExists,
} from './repository.ts';

export async function productRoutes(app: FastifyInstance) {
  defineCall(app, 'getIndexProductList', ({ category, typeId, ...filter }) =>
    listSectionItems(app.db, category, typeId, filter),
  );

  defineCall(app, 'getProductListByPage', ({ carId, productTypeId, isPag, pageNo, pageSize }) =>
    pageCarParts(app.db, carId, productTypeId, isPag ? { pageNo, pageSize } : undefined),
  );

  defineCall(app, 'getProductListByPageSimple', (query) => pageSimpleProducts(app.db, query));

  defineCall(app, 'getProductListByType', async ({ typeId, pageNo, pageSize, ...filter }) => {
    if (!(await typeExists(app.db, typeId))) throw notFound(`product type ${typeId}`);
    return pageProductsOfType(app.db, typeId, { pageNo, pageSize }, filter);
  });

  defineCall(app, 'getProductInfo', async ({ id }) => {
    const product = await findProduct(app.db, id);
    if (!product) throw notFound(`product ${id}`);
    return product;
  });
}
