// The redirects of SPEC section 2, answered by route loaders: real HTTP redirects for a document
// request, client redirects for the app's own data requests.
//
// Status codes: the short aliases /product/:id and /news/:id moved for good (301), so search
// engines carry their standing over. /brand and unknown paths are not pages that moved: a 302
// keeps browsers from remembering a mistyped link as "always home", and leaves room for a
// /brand index later.
import { POSITIVE_ID_PATTERN } from '@refit/contract/rules';
import { redirect } from 'react-router';
import { queryLanguage } from '../i18n/language.ts';
import { paths } from '../paths.ts';

// React Router's own query parameter on data requests; it must not leak into the new address.
const INTERNAL_PARAMS = ['_routes'];

function publicSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of INTERNAL_PARAMS) params.delete(name);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Set on the home address a visitor is sent to from one that does not exist, so that Home tells
 * them so on arrival (features/home/missing-page-notice.tsx).
 */
export const MISSING_PAGE_PARAM = 'missing';

/**
 * Home, keeping only a valid ?l= (anything else of the old address means nothing there), marked
 * as the answer to a page that does not exist.
 */
export function homeRedirect(request: Request): Response {
  const params = new URLSearchParams();
  const lang = queryLanguage(request.url);
  if (lang) params.set('l', lang);
  params.set(MISSING_PAGE_PARAM, '1');
  return redirect(`${paths.home()}?${params}`, 302);
}

/**
 * `/<section>/:id` to `/<section>/info/:id` with the same query. Ids are whole numbers; anything
 * else (`/news/info` itself, a typo) is an unknown path and goes home.
 */
export function aliasRedirect(request: Request, section: 'product' | 'news', id: string): Response {
  if (!POSITIVE_ID_PATTERN.test(id)) return homeRedirect(request);
  const canonical = section === 'product' ? paths.product(id) : paths.newsArticle(id);
  return redirect(`${canonical}${publicSearch(new URL(request.url))}`, 301);
}
