// Any unknown path, and /brand without an id, goes to the home page (SPEC section 2), keeping
// the language the visitor asked for (status codes explained in lib/navigation/redirects.ts).
import { homeRedirect } from '../lib/navigation/redirects.ts';
import type { Route } from './+types/fallback';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle = { tracking: null } satisfies RouteHandle;

export function loader({ request }: Route.LoaderArgs) {
  return homeRedirect(request);
}
