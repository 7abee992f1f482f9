// Wheels (/wheels, /wheels/:typeId, /wheels/single-piece, /wheels/two-piece): category tiles and
// products, rendered on the server in the visitor's language. An unknown type answers 404.
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { catalogueLoader } from '../features/catalogue/catalogue-loader.server.ts';
import type { CatalogueRoute } from '../features/catalogue/catalogue-data.server.ts';
import { catalogueMeta, rootLanguage } from '../features/catalogue/catalogue-meta.ts';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { linkPath } from '../lib/catalogue/section-types.ts';
import { paths } from '../lib/paths.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { FILTER_PARAMS } from '../lib/catalogue/catalogue-filter.ts';
import type { Route } from './+types/wheels';
import { pro } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

// The section and the named pages are menu entries of their own; a type page is named by its typeId.
export const handle = {
  tracking: ({ pathname, params }) => pro(params.typeId === undefined ? pathname : undefined),
  queryParams: FILTER_PARAMS,
} satisfies RouteHandle;

/** The named wheel pages and their screen names; the menu tells which product type each shows. */
const NAMED_PAGES: Readonly<Record<string, Extract<CatalogueRoute, { kind: 'named' }>['screen']>> = {
  [paths.singlePieceWheels()]: 'singlePieceWheels',
  [paths.twoPieceWheels()]: 'twoPieceWheels',
};

function wheelsRoute(pathname: string, typeId: string | undefined): CatalogueRoute {
  if (typeId !== undefined) return { kind: 'type', typeParam: typeId };
  const path = linkPath(pathname);
  const screen = NAMED_PAGES[path];
  return screen ? { kind: 'named', path, screen } : { kind: 'section' };
}

export function loader({ request, url, params, context }: Route.LoaderArgs) {
  const route = wheelsRoute(url.pathname, params.typeId);
  return catalogueLoader({ request, context, category: 'wheels', route });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, location, rootLanguage(matches), pageOrigin(matches));
}

export default function Wheels({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} category="wheels" />;
}
