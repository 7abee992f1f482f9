// The unfiltered section page sends its first cards with the HTML and fetches the rest when the
// visitor asks for more (SPEC section 4's show-more stepping is unchanged): sizes and the address
// of the further cards, shared by the server's loaders and the browser.
import { PRODUCT_LIST_LIMIT } from '@refit/contract';
import type { ProductCategory, UiLanguage } from '@refit/contract';
import type { ProductCardView } from './catalogue-types.ts';

/** Cards the section page sends with its HTML: what the list shows before show-more. */
export const SECTION_FIRST_PAGE = PRODUCT_LIST_LIMIT;
/** Cards fetched at once when a press needs more than are here: four presses' worth. */
export const SECTION_MORE_BATCH = 12;
/** Cards one request may ask for ("show all" asks in turn for as many as it needs). */
export const SECTION_MAX_BATCH = 500;

/** The address (a resource route) that answers cards `offset` to `offset + limit` of a section. */
export function sectionItemsPath(
  category: ProductCategory,
  offset: number,
  limit: number,
  lang: UiLanguage,
): string {
  return `/catalogue/${category}/items?offset=${offset}&limit=${limit}&l=${lang}`;
}

/** What that address answers: the cards, already in the asked language, and the section's total. */
export interface SectionItemsAnswer {
  products: ProductCardView[];
  total: number;
}
