// The parts of one product type of a car (SPEC section 7: getProductListByPage, page 1 of 12,
// isPag true). Used by the server loader for the first tab and in the browser on tab change.
import { CAR_PARTS_PAGE } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { Api } from '../../../lib/api/client.ts';
import type { PartView } from '../car-types.ts';
import { partViewFrom } from './part-view.ts';

/** Resolves with the parts; rejects when the call fails (the client has logged it). */
export async function loadParts(
  api: Api,
  lang: UiLanguage,
  carId: number,
  productTypeId: number,
): Promise<PartView[]> {
  const page = await api.getProductListByPage({
    pageNo: CAR_PARTS_PAGE.pageNo,
    pageSize: CAR_PARTS_PAGE.pageSize,
    carId,
    isPag: true,
    productTypeId,
  });
  return page.records.map((part) => partViewFrom(lang, part));
}
