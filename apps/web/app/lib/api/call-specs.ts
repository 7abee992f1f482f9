// Method, paging and result shape of every call of the contract's `calls` table, without its zod
// schemas: this module runs in the browser too, and the schemas would add zod to every page's
// JavaScript. The mapped type below makes the compiler check each entry against the contract, so
// a call added, removed or changed there fails the type check here until this table follows.
import type { CallInput, CallName, CallResult, calls } from '@refit/contract';

// Calls without parameters have an open index signature (`z.object({})`), hence the first test.
type IsPaged<N extends CallName> = string extends keyof CallInput<N>
  ? false
  : 'pageNo' extends keyof CallInput<N>
    ? true
    : false;

/**
 * What a successful answer's `result` holds: a list, a page of records, one record, or nothing
 * (the two POST calls). The client checks this much on both sides; the server checks the rest.
 */
export type ResultShape = 'list' | 'paged' | 'record' | 'none';

type ShapeOf<N extends CallName> = [CallResult<N>] extends [null]
  ? 'none'
  : CallResult<N> extends readonly unknown[]
    ? 'list'
    : CallResult<N> extends { records: readonly unknown[] }
      ? 'paged'
      : 'record';

export type CallSpecs = {
  readonly [N in CallName]: {
    readonly method: (typeof calls)[N]['method'];
    readonly paged: IsPaged<N>;
    readonly result: ShapeOf<N>;
  };
};

export const callSpecs: CallSpecs = {
  getMenuData: { method: 'GET', paged: false, result: 'list' },
  getBrandList: { method: 'GET', paged: false, result: 'list' },
  getCommonData: { method: 'GET', paged: false, result: 'record' },
  getIndexProductList: { method: 'GET', paged: false, result: 'list' },
  getIndexList: { method: 'GET', paged: false, result: 'list' },
  getPartnersList: { method: 'GET', paged: false, result: 'list' },
  getLocationList: { method: 'GET', paged: false, result: 'list' },
  getCarList: { method: 'GET', paged: false, result: 'list' },
  getCarListByPage: { method: 'GET', paged: true, result: 'paged' },
  getCarGalleryListByPage: { method: 'GET', paged: true, result: 'paged' },
  getRefitCarInfo: { method: 'GET', paged: false, result: 'record' },
  getProductListByPage: { method: 'GET', paged: true, result: 'paged' },
  getProductListByPageSimple: { method: 'GET', paged: true, result: 'paged' },
  getProductInfo: { method: 'GET', paged: false, result: 'record' },
  getProductListByType: { method: 'GET', paged: true, result: 'paged' },
  getNewsList: { method: 'GET', paged: true, result: 'paged' },
  getCarGalleryById: { method: 'GET', paged: false, result: 'record' },
  getNewsDetail: { method: 'GET', paged: false, result: 'record' },
  saveContactUsForm: { method: 'POST', paged: false, result: 'none' },
  getContactRule: { method: 'GET', paged: false, result: 'record' },
  userTrace: { method: 'POST', paged: false, result: 'none' },
};

export const CALL_NAMES = Object.keys(callSpecs) as CallName[];
