// Any unknown path, and /brand without an id, goes to the home page (SPEC section 2),
// keeping the language the visitor asked for.
import { redirect } from 'react-router';
import type { Route } from './+types/fallback';

export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('l');
  return redirect(lang === 'zh' || lang === 'en' ? `/?l=${lang}` : '/');
}
