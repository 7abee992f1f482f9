// Home (/): hero banner and featured builds, rendered on the server in the visitor's language.
import { FeaturedList } from '../features/home/featured-list.tsx';
import { HeroBanner } from '../features/home/hero-banner.tsx';
import styles from '../features/home/home-page.module.css';
import { loadHomeData } from '../features/home/home-data.server.ts';
import { config } from '../lib/config.ts';
import { getApi } from '../lib/api/api-context.ts';
import { requestLanguage } from '../lib/i18n/language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const data = await loadHomeData(getApi(context), lang);
  return { lang, ...data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  const tags: Route.MetaDescriptors = [
    { title: pageTitle(lang, messages.screens.home) },
    { name: 'description', content: messages.home.description },
  ];
  if (loaderData?.keywords) tags.push({ name: 'keywords', content: loaderData.keywords });
  return tags;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, slides, featured } = loaderData;
  const messages = getMessages(lang);
  return (
    <main className={styles.page}>
      {/* The slides take turns, so the page's one h1 is the site's name, for crawlers and screen readers. */}
      <h1 className="visually-hidden">{config.siteShortName[lang]}</h1>
      <HeroBanner slides={slides} messages={messages} />
      <FeaturedList cars={featured} messages={messages} />
    </main>
  );
}
