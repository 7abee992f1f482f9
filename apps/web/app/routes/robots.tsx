// /robots.txt: every crawler welcome everywhere, pointed at the sitemap. A resource route.
import { buildRobotsTxt } from '../features/seo/sitemap-xml.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(requestOrigin(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
