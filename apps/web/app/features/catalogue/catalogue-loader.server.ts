// The loader of the three catalogue route modules: language and page data, or a 404.
import type { ProductCategory } from '@refit/contract';
import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api/api-context.server.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
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
  const page = await loadCataloguePage({ api: getApi(context), lang, category, route });
  // The route's ErrorBoundary shows the not-found section; the status reaches crawlers too.
  if (!page) throw data({ lang }, { status: 404 });
  return { lang, ...page };
}
