// The three catalogue sections (/aerodynamic-kits, /wheels, /peripherals), each with its type pages
// (/<section>/:typeId) and, for wheels, the named pages /wheels/single-piece and /wheels/two-piece:
// category tiles and products, rendered on the server in the visitor's language. The section is the
// address's first segment; an unknown type answers 404.
import { PRODUCT_CATEGORIES } from '@refit/contract';
import type { ProductCategory, UiLanguage } from '@refit/contract';
import { useLocation } from 'react-router';
import { CatalogueNotFound } from '../features/catalogue/catalogue-not-found.tsx';
import type { CatalogueRoute } from '../features/catalogue/catalogue-data.server.ts';
import { catalogueLoader } from '../features/catalogue/catalogue-loader.server.ts';
import { catalogueMeta } from '../features/catalogue/catalogue-meta.ts';
import { notFoundBoundary, rootLanguage } from '../lib/not-found.tsx';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { FILTER_PARAMS } from '../lib/catalogue/catalogue-filter.ts';
import { linkPath } from '../lib/catalogue/section-types.ts';
import { paths } from '../lib/paths.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pro } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/catalogue-section';

// The section and the named pages are menu entries of their own; a type page is named by its typeId.
export const handle = {
  tracking: ({ pathname, params }) => pro(params.typeId === undefined ? linkPath(pathname) : undefined),
  queryParams: FILTER_PARAMS,
} satisfies RouteHandle;

/** The section an address belongs to: routes.ts only sends the three sections' addresses here. */
function categoryOf(pathname: string): ProductCategory {
  const segment = pathname.split('/')[1];
  const category = PRODUCT_CATEGORIES.find((candidate) => candidate === segment);
  if (!category) throw new Error(`${pathname} is not a catalogue section`);
  return category;
}

/** The named wheel pages and their screen names; the menu tells which product type each shows. */
const NAMED_PAGES: Readonly<Record<string, Extract<CatalogueRoute, { kind: 'named' }>['screen']>> = {
  [paths.singlePieceWheels()]: 'singlePieceWheels',
  [paths.twoPieceWheels()]: 'twoPieceWheels',
};

function catalogueRoute(pathname: string, typeId: string | undefined): CatalogueRoute {
  if (typeId !== undefined) return { kind: 'type', typeParam: typeId };
  const path = linkPath(pathname);
  const screen = NAMED_PAGES[path];
  return screen ? { kind: 'named', path, screen } : { kind: 'section' };
}

export function loader({ request, url, params, context }: Route.LoaderArgs) {
  const route = catalogueRoute(url.pathname, params.typeId);
  return catalogueLoader({ request, context, category: categoryOf(url.pathname), route });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, location, rootLanguage(matches), pageOrigin(matches));
}

export default function CatalogueSection({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}

function SectionNotFound({ lang }: { lang: UiLanguage }) {
  return <CatalogueNotFound lang={lang} category={categoryOf(useLocation().pathname)} />;
}

export const ErrorBoundary = notFoundBoundary(SectionNotFound);
