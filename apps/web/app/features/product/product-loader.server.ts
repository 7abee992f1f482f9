// The loader of the product page: language, origin, the product and the way back, or a 404.
import { parsePositiveId } from '@refit/contract/rules';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api/api-context.server.ts';
import { pageLanguage } from '../../lib/i18n/page-language.ts';
import { notFound } from '../../lib/not-found.tsx';
import { getMessages } from '../../lib/i18n/messages.ts';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';
import { resolveBackLink } from './back-link.ts';
import { loadProduct } from './product-data.server.ts';
import type { ProductPageData } from './product-detail-page.tsx';
import { paths } from '../../lib/paths.ts';

interface ProductLoaderArgs {
  /** The page's address without React Router's data-request details. */
  url: URL;
  context: Readonly<RouterContextProvider>;
  idParam: string | undefined;
}

export async function productLoader({ url, context, idParam }: ProductLoaderArgs): Promise<ProductPageData> {
  const lang = pageLanguage(context);
  const id = parsePositiveId(idParam);
  const product = id === null ? null : await loadProduct(getApi(context), lang, id);
  if (!product) notFound(lang);

  const screens = getMessages(lang).screens;
  const fallback = product.category
    ? { to: paths.section(product.category), name: screens[SECTION_SCREEN[product.category]] }
    : { to: paths.home(), name: screens.home };
  return { lang, product, back: resolveBackLink(url.searchParams, fallback) };
}
