// The calls an import reads: every GET call of the contract (packages/contract/src/calls.ts) but
// the ones that are not content. A call added to the contract fails the type check here until the
// reader reads it or names why not.
import { calls, MAX_PAGE_SIZE } from '@refit/contract';
import type { CallName } from '@refit/contract';
import type { z } from 'zod';

type GetCall = { [N in CallName]: (typeof calls)[N]['method'] extends 'GET' ? N : never }[CallName];

/** GET calls that hold no content. */
export const NOT_CONTENT = {
  getContactRule: 'an owner setting of the booking form, not content',
} as const satisfies Partial<Record<GetCall, string>>;

export type ReadCall = Exclude<GetCall, keyof typeof NOT_CONTENT>;

/** Calls beyond SPEC section 7 that another backend may not have: a refusal is no problem. */
export const OPTIONAL_CALLS: readonly ReadCall[] = ['getLocationList'];

/** Every call read, with whether it is paged; the reader's order. */
export const READ_CALLS = {
  getMenuData: false,
  getBrandList: false,
  getCommonData: false,
  getIndexList: false,
  getPartnersList: false,
  getLocationList: false,
  getCarList: false,
  getCarListByPage: true,
  getRefitCarInfo: false,
  getProductListByPage: true,
  getIndexProductList: false,
  getProductListByPageSimple: true,
  getProductListByType: true,
  getProductInfo: false,
  getCarGalleryListByPage: true,
  getCarGalleryById: false,
  getNewsList: true,
  getNewsDetail: false,
} as const satisfies Record<ReadCall, boolean>;

/** Pages are read as large as the contract allows: fewest calls. */
export const READ_PAGE_SIZE = MAX_PAGE_SIZE;

/** The schema of one record of a call's result: the element of a list or of a page's records. */
export function recordSchema(name: ReadCall): z.ZodType {
  const result = calls[name].result as z.ZodType;
  const def = (
    result as unknown as { def: { type: string; element?: z.ZodType; shape?: Record<string, z.ZodType> } }
  ).def;
  if (def.type === 'array') return def.element!;
  const records = def.shape?.records as unknown as { def: { element: z.ZodType } } | undefined;
  return records ? records.def.element : result;
}
