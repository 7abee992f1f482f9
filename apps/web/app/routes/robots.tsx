// /robots.txt: every crawler welcome everywhere, pointed at the sitemap. A resource route.
import { buildRobotsTxt } from '../features/seo/sitemap-xml.ts';
import { metaOrigin } from '../lib/seo.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(metaOrigin(new URL(request.url).origin)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
