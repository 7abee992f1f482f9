// /catalogue/:category/items?offset=&limit=&l=: further cards of a section page, for its show-more
// (the page itself sends only the first ones). A resource route: the loader answers JSON, in the
// order and language of the page. The public content API does not change.
import { PRODUCT_CATEGORIES } from '@refit/contract';
import type { ProductCategory } from '@refit/contract';
import { getApi } from '../lib/api/api-context.server.ts';
import { errorText } from '../lib/api/errors.ts';
import { loadSectionItemsPage } from '../lib/catalogue/section-items.server.ts';
import { SECTION_MAX_BATCH } from '../lib/catalogue/section-paging.ts';
import type { SectionItemsAnswer } from '../lib/catalogue/section-paging.ts';
import { cardFromSectionItem } from '../features/catalogue/product-cards.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/catalogue-items';

// Not a page: nothing to trace. The page cache keys the answers on the paging parameters.
export const handle = { tracking: null, queryParams: ['offset', 'limit'] } satisfies RouteHandle;

/** An offset beyond any catalogue: larger ones are a mistake, not a request for nothing. */
const MAX_OFFSET = 1_000_000;

/** A whole number from min to max written plainly ("6", not "6.0" or " 6"), or null. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function isCategory(value: string | undefined): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly (string | undefined)[]).includes(value);
}

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    // The answer changes with the content: asked again each time (the server's page cache keeps it).
    headers: { 'cache-control': 'no-cache' },
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCategory(params.category)) return json({ message: 'unknown section' }, 404);
  const search = new URL(request.url).searchParams;
  const offset = wholeNumber(search.get('offset'), 0, MAX_OFFSET);
  const limit = wholeNumber(search.get('limit'), 1, SECTION_MAX_BATCH);
  if (offset === null || limit === null)
    return json({ message: `offset: 0 to ${MAX_OFFSET}; limit: 1 to ${SECTION_MAX_BATCH}` }, 400);
  const api = getApi(context);
  const lang = pageLanguage(context);
  try {
    const page = await loadSectionItemsPage(api, params.category, offset, limit);
    const answer: SectionItemsAnswer = {
      products: page.items.map((item) => cardFromSectionItem(lang, item)),
      total: page.total,
    };
    return json(answer);
  } catch (error) {
    api.log.warn({ reason: errorText(error) }, `${params.category} products unavailable`);
    return json({ message: 'the products could not be read; please try again' }, 503);
  }
}
