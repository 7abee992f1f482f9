// /news/:id redirects to /news/info/:id (SPEC section 2), keeping the query; permanent.
import { aliasRedirect } from '../lib/navigation/redirects.ts';
import type { Route } from './+types/news-redirect';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle = { tracking: null } satisfies RouteHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return aliasRedirect(request, 'news', params.id);
}
