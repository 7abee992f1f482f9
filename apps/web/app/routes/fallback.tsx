// Any unknown path, and /brand without an id, goes to the home page (SPEC section 2), keeping
// the language the visitor asked for. The loader answers with a real HTTP redirect on the server
// and a client redirect in the browser.
//
// 302, not 301: these are not pages that moved for good. A mistyped link should not be cached
// by browsers as "always home", and /brand may become a brand index one day. The permanent
// aliases (/product/:id, /news/:id) use 301.
import { redirect } from 'react-router';
import { queryLanguage } from '../lib/i18n/language.ts';
import type { Route } from './+types/fallback';

export function loader({ request }: Route.LoaderArgs) {
  const lang = queryLanguage(request.url);
  return redirect(lang ? `/?l=${lang}` : '/', 302);
}
