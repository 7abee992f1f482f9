// Peripherals (/peripherals and /peripherals/:typeId): category tiles and products,
// rendered on the server in the visitor's language. An unknown type answers 404.
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { catalogueLoader } from '../features/catalogue/catalogue-loader.server.ts';
import { catalogueMeta, rootLanguage } from '../features/catalogue/catalogue-meta.ts';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { pageOrigin } from '../lib/request-origin.ts';
import { FILTER_PARAMS } from '../lib/catalogue/catalogue-filter.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/peripherals';
import { pro } from '../lib/route-handle.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

// The section page is the menu's own entry; a type page is named by its typeId.
export const handle = {
  tracking: ({ params }) => pro(params.typeId === undefined ? paths.section('peripherals') : undefined),
  queryParams: FILTER_PARAMS,
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const route =
    params.typeId === undefined
      ? { kind: 'section' as const }
      : { kind: 'type' as const, typeParam: params.typeId };
  return catalogueLoader({ request, context, category: 'peripherals', route });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return catalogueMeta(loaderData, location, rootLanguage(matches), pageOrigin(matches));
}

export default function Peripherals({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} category="peripherals" />;
}
