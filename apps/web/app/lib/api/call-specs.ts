// Method and paging of every call of the contract's `calls` table, without its zod schemas:
// this module runs in the browser too, and the schemas would add zod to every page's JavaScript.
// The mapped type below makes the compiler check each entry against the contract, so a call
// added, removed or changed there fails the type check here until this table follows.
import type { CallInput, CallName, calls } from '@refit/contract';

// Calls without parameters have an open index signature (`z.object({})`), hence the first test.
type IsPaged<N extends CallName> = string extends keyof CallInput<N>
  ? false
  : 'pageNo' extends keyof CallInput<N>
    ? true
    : false;

export type CallSpecs = {
  readonly [N in CallName]: { readonly method: (typeof calls)[N]['method']; readonly paged: IsPaged<N> };
};

export const callSpecs: CallSpecs = {
  getMenuData: { method: 'GET', paged: false },
  getBrandList: { method: 'GET', paged: false },
  getCommonData: { method: 'GET', paged: false },
  getIndexProductList: { method: 'GET', paged: false },
  getIndexList: { method: 'GET', paged: false },
  getPartnersList: { method: 'GET', paged: false },
  getCarList: { method: 'GET', paged: false },
  getCarListByPage: { method: 'GET', paged: true },
  getCarGalleryListByPage: { method: 'GET', paged: true },
  getRefitCarInfo: { method: 'GET', paged: false },
  getProductListByPage: { method: 'GET', paged: true },
  getProductListByPageSimple: { method: 'GET', paged: true },
  getProductInfo: { method: 'GET', paged: false },
  getProductListByType: { method: 'GET', paged: true },
  getNewsList: { method: 'GET', paged: true },
  getCarGalleryById: { method: 'GET', paged: false },
  getNewsDetail: { method: 'GET', paged: false },
  saveContactUsForm: { method: 'POST', paged: false },
  userTrace: { method: 'POST', paged: false },
};
