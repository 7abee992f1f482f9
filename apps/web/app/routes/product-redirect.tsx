// /product/:id redirects to /product/info/:id (SPEC section 2), keeping the query. The loader
// answers with a real HTTP redirect on the server and a client redirect in the browser.
// 301: the short address is a permanent alias, so search engines move its standing over.
import { redirect } from 'react-router';
import type { Route } from './+types/product-redirect';

export function loader({ request, params }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/product/info/${encodeURIComponent(params.id)}${search}`, 301);
}
