// Home (/): hero banner and featured builds, rendered on the server in the visitor's language.
import { FeaturedList } from '../features/home/featured-list.tsx';
import { MissingPageNotice } from '../features/home/missing-page-notice.tsx';
import { MISSING_PAGE_PARAM } from '../lib/navigation/redirects.ts';
import { HeroBanner } from '../features/home/hero-banner.tsx';
import styles from '../features/home/home-page.module.css';
import { loadHomeData } from '../features/home/home-data.server.ts';
import { config } from '../lib/config.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/home';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle = {
  tracking: { browseType: 'menu', menuPath: paths.home() },
  queryParams: [MISSING_PAGE_PARAM],
} satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const data = await loadHomeData(getApi(context), lang);
  const missingPage = new URL(request.url).searchParams.get(MISSING_PAGE_PARAM) === '1';
  return { lang, missingPage, ...data };
}

// Keywords come from the keyword entry; the description is the fixed one of each language.
export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const messages = getMessages(lang);
  return pageMeta(
    {
      lang,
      title: pageTitle(lang, messages.screens.home),
      description: messages.home.description,
      keywords: loaderData?.keywords || undefined,
      image: loaderData?.slides[0]?.image || undefined,
    },
    location,
    pageOrigin(matches),
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, slides, featured, missingPage } = loaderData;
  const messages = getMessages(lang);
  return (
    <main className={styles.page}>
      {missingPage ? <MissingPageNotice text={messages.home.missingPage} /> : null}
      {/* The slides take turns, so the page's one h1 is the site's name, for crawlers and screen readers. */}
      <h1 className="visually-hidden">{config.siteShortName[lang]}</h1>
      <HeroBanner slides={slides} messages={messages} />
      <FeaturedList cars={featured} messages={messages} />
    </main>
  );
}
