// /share/qr.svg?path=/car/12?l=zh: the QR picture of one of this site's pages, for the share
// dialog. Drawn here so no QR library reaches the browser; only this site's origin is ever encoded
// (the path is checked, the origin is the one canonical links use), so the picture cannot be made
// to point anywhere else. A resource route.
import { drawQrSvg } from '../lib/api/wechat-qr.server.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import { sitePathOf } from '../lib/share/share-links.ts';
import type { Route } from './+types/share-qr';

export async function loader({ request }: Route.LoaderArgs) {
  const path = sitePathOf(new URL(request.url).searchParams.get('path'));
  if (path === undefined) {
    return new Response('path must be a page of this site, such as /car/12?l=zh\n', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const svg = await drawQrSvg(`${requestOrigin(request)}${path}`);
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      // The same page always draws the same picture.
      'cache-control': 'public, max-age=86400',
    },
  });
}
