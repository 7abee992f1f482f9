// The loader of the three catalogue route modules: language and page data, or a 404.
import type { ProductCategory } from '@refit/contract';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api/api-context.server.ts';
import { pageLanguage } from '../../lib/i18n/page-language.ts';
import { notFound } from '../../lib/not-found.tsx';
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
  const lang = pageLanguage(context);
  const filter = readCatalogueFilter(new URL(request.url).searchParams);
  const page = await loadCataloguePage({ api: getApi(context), lang, category, route, filter });
  if (!page) notFound(lang);
  return { lang, ...page };
}
