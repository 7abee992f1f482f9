// Product detail (/product/info/:id): rendered on the server in the visitor's language, with
// the product's name as the title, Open Graph image and Product structured data. An unknown id
// answers 404.
import { PRODUCT_CATEGORIES } from '@refit/contract';
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { isProductCategory, SECTION_SCREEN } from '../lib/catalogue/sections.ts';
import { notFoundBoundary, notFoundMeta, rootLanguage } from '../lib/not-found.tsx';
import { ProductDetailPage } from '../features/product/product-detail-page.tsx';
import { productLoader } from '../features/product/product-loader.server.ts';
import { BACK_LINK_PARAMS } from '../features/product/back-link.ts';
import { productMeta } from '../features/product/product-meta.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import type { Route } from './+types/product-detail';
import { pro } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = {
  tracking: pro(),
  queryParams: BACK_LINK_PARAMS,
  enquiry: ({ params }) => paths.productEnquiry(params.id ?? ''),
  menuSection: ({ loaderData }) => {
    const category = (loaderData as { product?: { category?: unknown } } | undefined)?.product?.category;
    return typeof category === 'string' && isProductCategory(category) ? paths.section(category) : undefined;
  },
} satisfies RouteHandle;

export function loader({ url, params, context }: Route.LoaderArgs) {
  return productLoader({ url, context, idParam: params.id });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return loaderData
    ? productMeta(loaderData, location, pageOrigin(matches))
    : notFoundMeta(rootLanguage(matches));
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductDetailPage data={loaderData} />;
}

export const ErrorBoundary = notFoundBoundary(({ lang }) => {
  const messages = getMessages(lang);
  const text = messages.catalogue.notFound;
  return (
    <StatePanel tone="empty" title={text.productTitle} message={text.productMessage}>
      {PRODUCT_CATEGORIES.map((category) => (
        <PanelLink key={category} to={paths.section(category)}>
          {text.backToSection(messages.screens[SECTION_SCREEN[category]])}
        </PanelLink>
      ))}
    </StatePanel>
  );
});
