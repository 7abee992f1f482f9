// The call table of SPEC section 7: path, method, query schema and result schema of each call.
// The server registers its routes from it; the web client takes its types from it.
import { z } from 'zod';
import {
  brandGalleryItemSchema,
  brandSchema,
  carDetailSchema,
  carSchema,
  commonDataSchema,
  galleryDetailSchema,
  indexListItemSchema,
  menuItemSchema,
  newsDetailSchema,
  newsListItemSchema,
  pagedSchema,
  partSchema,
  partnerSchema,
  productCardSourceSchema,
  productDetailSchema,
  productListItemSchema,
  productSectionItemSchema,
} from './entities.ts';
import {
  carGalleryByIdQuerySchema,
  carGalleryListQuerySchema,
  carListByPageQuerySchema,
  carListQuerySchema,
  commonDataQuerySchema,
  contactFormQuerySchema,
  indexProductListQuerySchema,
  menuDataQuerySchema,
  newsDetailQuerySchema,
  newsListQuerySchema,
  productInfoQuerySchema,
  productListByPageQuerySchema,
  productListByTypeQuerySchema,
  productListSimpleQuerySchema,
  refitCarInfoQuerySchema,
  userTraceQuerySchema,
} from './queries.ts';

const noQuery = z.object({});

export const calls = {
  getMenuData: { method: 'GET', query: menuDataQuerySchema, result: z.array(menuItemSchema) },
  getBrandList: { method: 'GET', query: noQuery, result: z.array(brandSchema) },
  getCommonData: { method: 'GET', query: commonDataQuerySchema, result: commonDataSchema },
  getIndexProductList: {
    method: 'GET',
    query: indexProductListQuerySchema,
    result: z.array(productSectionItemSchema),
  },
  getIndexList: { method: 'GET', query: noQuery, result: z.array(indexListItemSchema) },
  getPartnersList: { method: 'GET', query: noQuery, result: z.array(partnerSchema) },
  getCarList: { method: 'GET', query: carListQuerySchema, result: z.array(carSchema) },
  getCarListByPage: { method: 'GET', query: carListByPageQuerySchema, result: pagedSchema(carSchema) },
  getCarGalleryListByPage: {
    method: 'GET',
    query: carGalleryListQuerySchema,
    result: pagedSchema(brandGalleryItemSchema),
  },
  getRefitCarInfo: { method: 'GET', query: refitCarInfoQuerySchema, result: carDetailSchema },
  getProductListByPage: {
    method: 'GET',
    query: productListByPageQuerySchema,
    result: pagedSchema(partSchema),
  },
  getProductListByPageSimple: {
    method: 'GET',
    query: productListSimpleQuerySchema,
    result: pagedSchema(productListItemSchema),
  },
  getProductInfo: { method: 'GET', query: productInfoQuerySchema, result: productDetailSchema },
  getProductListByType: {
    method: 'GET',
    query: productListByTypeQuerySchema,
    result: pagedSchema(productCardSourceSchema),
  },
  getNewsList: { method: 'GET', query: newsListQuerySchema, result: pagedSchema(newsListItemSchema) },
  getCarGalleryById: { method: 'GET', query: carGalleryByIdQuerySchema, result: galleryDetailSchema },
  getNewsDetail: { method: 'GET', query: newsDetailQuerySchema, result: newsDetailSchema },
  saveContactUsForm: { method: 'POST', query: contactFormQuerySchema, result: z.null() },
  userTrace: { method: 'POST', query: userTraceQuerySchema, result: z.null() },
} as const;

export type CallName = keyof typeof calls;
/** What a caller passes: the query before coercion (all strings, numbers or booleans). */
export type CallInput<N extends CallName> = {
  [K in keyof z.input<(typeof calls)[N]['query']>]?: string | number | boolean;
};
export type CallResult<N extends CallName> = z.infer<(typeof calls)[N]['result']>;
