// The call table of SPEC section 7: what each call is for (the OpenAPI summary), its method, query
// schema and result schema.
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
  locationSchema,
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

import { CONTACT_RULES } from './rules/contact.ts';

const noQuery = z.object({});

export const calls = {
  getMenuData: {
    summary: 'Menu items with their children',
    method: 'GET',
    query: menuDataQuerySchema,
    result: z.array(menuItemSchema),
  },
  getBrandList: {
    summary: 'Brands shown in the menu and published, by sortOrder',
    method: 'GET',
    query: noQuery,
    result: z.array(brandSchema),
  },
  getCommonData: {
    summary:
      'A common-data entry (banner, keywords, logo, contacts, links, copyright, head code, WeChat QR texts, site info and filing numbers)',
    method: 'GET',
    query: commonDataQuerySchema,
    result: commonDataSchema,
  },
  getIndexProductList: {
    summary: 'Items of a catalogue section on the product pages',
    method: 'GET',
    query: indexProductListQuerySchema,
    result: z.array(productSectionItemSchema),
  },
  getIndexList: {
    summary: 'The featured list of the home page',
    method: 'GET',
    query: noQuery,
    result: z.array(indexListItemSchema),
  },
  getPartnersList: { summary: 'Partners', method: 'GET', query: noQuery, result: z.array(partnerSchema) },
  getLocationList: {
    summary: 'Published workshops and partner service points, by sortOrder',
    method: 'GET',
    query: noQuery,
    result: z.array(locationSchema),
  },
  getCarList: {
    summary: 'Cars of a brand',
    method: 'GET',
    query: carListQuerySchema,
    result: z.array(carSchema),
  },
  getCarListByPage: {
    summary: 'Cars of a brand, a page at a time',
    method: 'GET',
    query: carListByPageQuerySchema,
    result: pagedSchema(carSchema),
  },
  getCarGalleryListByPage: {
    summary: 'Modification galleries of a brand or car, a page at a time',
    method: 'GET',
    query: carGalleryListQuerySchema,
    result: pagedSchema(brandGalleryItemSchema),
  },
  getRefitCarInfo: {
    summary: 'A car with its product types, galleries and video',
    method: 'GET',
    query: refitCarInfoQuerySchema,
    result: carDetailSchema,
  },
  getProductListByPage: {
    summary: 'Parts of a car for one product type, a page at a time',
    method: 'GET',
    query: productListByPageQuerySchema,
    result: pagedSchema(partSchema),
  },
  getProductListByPageSimple: {
    summary: 'Products of a catalogue section, a page at a time',
    method: 'GET',
    query: productListSimpleQuerySchema,
    result: pagedSchema(productListItemSchema),
  },
  getProductInfo: {
    summary: 'One product',
    method: 'GET',
    query: productInfoQuerySchema,
    result: productDetailSchema,
  },
  getProductListByType: {
    summary: 'Products of a product type, a page at a time',
    method: 'GET',
    query: productListByTypeQuerySchema,
    result: pagedSchema(productCardSourceSchema),
  },
  getNewsList: {
    summary: 'News, newest first, a page at a time',
    method: 'GET',
    query: newsListQuerySchema,
    result: pagedSchema(newsListItemSchema),
  },
  getCarGalleryById: {
    summary: 'One modification gallery',
    method: 'GET',
    query: carGalleryByIdQuerySchema,
    result: galleryDetailSchema,
  },
  getNewsDetail: {
    summary: 'One news story',
    method: 'GET',
    query: newsDetailQuerySchema,
    result: newsDetailSchema,
  },
  saveContactUsForm: {
    summary: 'Stores a contact or booking enquiry (fields in the query string, no body)',
    method: 'POST',
    query: contactFormQuerySchema,
    result: z.null(),
  },
  getContactRule: {
    summary:
      'Beyond SPEC section 7: which contact details the booking form requires, the e-mail (spec) or any one of phone, WeChat ID and e-mail (any-one), and whether it books a workshop visit; owner settings',
    method: 'GET',
    query: noQuery,
    result: z.object({
      contactRule: z.enum(CONTACT_RULES),
      /** Decision 0065: whether the form asks for a day, slot, workshop and VIN. */
      workshopBooking: z.boolean(),
      /** SITE_TIME_ZONE: the booking days are counted from today there. */
      timeZone: z.string(),
    }),
  },
  userTrace: {
    summary: 'Records a visit (fields in the query string, no body)',
    method: 'POST',
    query: userTraceQuerySchema,
    result: z.null(),
  },
} as const;

export type CallName = keyof typeof calls;
/** What a caller passes: the query before coercion (all strings, numbers or booleans). */
export type CallInput<N extends CallName> = {
  [K in keyof z.input<(typeof calls)[N]['query']>]?: string | number | boolean;
};
export type CallResult<N extends CallName> = z.infer<(typeof calls)[N]['result']>;
