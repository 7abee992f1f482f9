// /product/:id redirects to /product/info/:id (SPEC section 2), keeping the query; permanent.
import { aliasRedirect } from '../lib/navigation/redirects.ts';
import type { Route } from './+types/product-redirect';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle = { tracking: null } satisfies RouteHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return aliasRedirect(request, 'product', params.id);
}
