// Wheels (/wheels, /wheels/:typeId, /wheels/single-piece, /wheels/two-piece): category tiles and
// products, rendered on the server in the visitor's language. An unknown type answers 404.
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { catalogueLoader } from '../features/catalogue/catalogue-loader.server.ts';
import type { CatalogueRoute } from '../features/catalogue/catalogue-data.server.ts';
import { catalogueMeta, rootLanguage } from '../features/catalogue/catalogue-meta.ts';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { linkPath } from '../lib/catalogue/section-types.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import type { Route } from './+types/wheels';

/**
 * The named wheel pages. The menu tells which product type each shows; the ids here are the
 * seed's and only serve when neither the menu nor the product list can tell.
 */
const NAMED_PAGES: Readonly<
  Record<string, Omit<Extract<CatalogueRoute, { kind: 'named' }>, 'kind' | 'path'>>
> = {
  '/wheels/single-piece': { screen: 'singlePieceWheels', fallbackTypeId: 5 },
  '/wheels/two-piece': { screen: 'twoPieceWheels', fallbackTypeId: 6 },
};

function wheelsRoute(pathname: string, typeId: string | undefined): CatalogueRoute {
  if (typeId !== undefined) return { kind: 'type', typeParam: typeId };
  const path = linkPath(pathname);
  const named = NAMED_PAGES[path];
  return named ? { kind: 'named', path, ...named } : { kind: 'section' };
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
