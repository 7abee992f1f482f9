// The loader of the three catalogue route modules: language, origin and page data, or a 404.
import type { ProductCategory } from '@refit/contract';
import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api/api-context.server.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { metaOrigin } from '../../lib/seo.ts';
import { readCatalogueFilter } from './catalogue-filter.ts';
import { loadCataloguePage } from './catalogue-data.server.ts';
import type { CatalogueRoute } from './catalogue-data.server.ts';

interface CatalogueLoaderArgs {
  request: Request;
  /** The page's address without React Router's data-request details. */
  url: URL;
  context: Readonly<RouterContextProvider>;
  category: ProductCategory;
  route: CatalogueRoute;
}

export async function catalogueLoader({ request, url, context, category, route }: CatalogueLoaderArgs) {
  const lang = requestLanguage(request);
  const filter = readCatalogueFilter(url.searchParams);
  const page = await loadCataloguePage({ api: getApi(context), lang, category, route, filter });
  // The route's ErrorBoundary shows the not-found section; the status reaches crawlers too.
  if (!page) throw data({ lang }, { status: 404 });
  // The public origin for absolute links in structured data (SITE_ORIGIN when set).
  return { lang, origin: metaOrigin(url.origin), ...page };
}
