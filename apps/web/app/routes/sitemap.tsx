// /sitemap.xml: every public page in both languages with hreflang alternates, built from the
// content API and cached for a few minutes. A resource route: the loader answers, nothing renders.
import { buildSitemapXml } from '../features/seo/sitemap-xml.ts';
import { createTimedCache } from '../features/seo/sitemap-cache.ts';
import { loadSitemapPaths } from '../features/seo/sitemap-pages.server.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { Route } from './+types/sitemap';

const CACHE_SECONDS = 300;
const cache = createTimedCache<string>(CACHE_SECONDS * 1000);

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = requestOrigin(request);
  const api = getApi(context);
  const xml = await cache.get(origin, async () => buildSitemapXml(origin, await loadSitemapPaths(api)));
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=${CACHE_SECONDS}`,
    },
  });
}
