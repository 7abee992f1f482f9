// The loader of the three catalogue route modules: language and page data, or a 404.
import type { ProductCategory } from '@refit/contract';
import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api/api-context.server.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { readCatalogueFilter } from '../../lib/catalogue/catalogue-filter.ts';
import { loadCataloguePage } from './catalogue-data.server.ts';
import type { CatalogueRoute } from './catalogue-data.server.ts';

interface CatalogueLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  category: ProductCategory;
  route: CatalogueRoute;
}

export async function catalogueLoader({ request, context, category, route }: CatalogueLoaderArgs) {
  const lang = requestLanguage(request);
  const filter = readCatalogueFilter(new URL(request.url).searchParams);
  const page = await loadCataloguePage({ api: getApi(context), lang, category, route, filter });
  // The route's ErrorBoundary shows the not-found section; the status reaches crawlers too.
  if (!page) throw data({ lang }, { status: 404 });
  return { lang, ...page };
}
