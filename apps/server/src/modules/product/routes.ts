import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import { galleriesUsingProduct } from '../gallery/repository.ts';
import {
  findProduct,
  listSectionItems,
  pageCarParts,
  pageProductsOfType,
  pageSimpleProducts,
  typeExists,
} from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
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
    const [product, seenOn] = await Promise.all([findProduct(app.db, id), galleriesUsingProduct(app.db, id)]);
    if (!product) throw notFound(`product ${id}`);
    // "Seen on these builds" is ours, beyond SPEC section 7: sent only when a gallery lists the product.
    return seenOn.length > 0 ? { ...product, seenOn } : product;
  });
}
