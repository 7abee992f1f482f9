// News list (/news).
// A first version: the screen's title and heading, rendered on the server in the visitor's language.
import { requestLanguage } from '../lib/i18n/language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/news';

export function loader({ request }: Route.LoaderArgs) {
  return { lang: requestLanguage(request) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  return pageMeta({ lang, title: pageTitle(lang, getMessages(lang).screens.news) }, location);
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  const messages = getMessages(loaderData.lang);
  return (
    <main>
      <h1>{messages.screens.news}</h1>
    </main>
  );
}
