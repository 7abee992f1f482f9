// News (/news, /news?page=N): the stories newest first, ten a page, with numbered pagination
// made of links so crawlers can walk every page. A page past the last answers 404.
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { NewsCard } from '../components/cards/news-card.tsx';
import { loadNewsPage, parsePageParam } from '../features/news/news-data.ts';
import type { NewsPageView } from '../features/news/news-data.ts';
import styles from '../features/news/news-list.module.css';
import { NewsPagination } from '../features/news/news-pagination.tsx';
import { getApi } from '../lib/api/api-context.server.ts';
import { settle } from '../lib/api/settle.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { notFound, notFoundBoundary, notFoundMeta, rootLanguage } from '../lib/not-found.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/news';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = {
  tracking: { browseType: 'news', menuPath: paths.news() },
  queryParams: ['page'],
} satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  const api = getApi(context);
  // A list that cannot be fetched is an empty list (SPEC section 8).
  const empty: NewsPageView = { items: [], page, pages: 0, total: 0 };
  const list = await settle(api.log, 'news', () => loadNewsPage(api, lang, page), empty);
  if (list.items.length === 0 && page > 1) notFound(lang);
  return { lang, list };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(rootLanguage(matches));
  const { lang, list } = loaderData;
  const messages = getMessages(lang);
  const text = messages.content.news;
  const page = list.page;
  return pageMeta(
    {
      lang,
      title: pageTitle(lang, messages.screens.news),
      // Each page gets a description of its own, so search engines do not fold them together.
      description: page > 1 ? `${text.description} ${text.pageTitle(page)}` : text.description,
      image: list.items[0]?.image,
    },
    location,
    pageOrigin(matches),
  );
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { lang, list } = loaderData;
  const messages = getMessages(lang);
  const text = messages.content.news;

  return (
    <main className={styles.page}>
      <PageIntro eyebrow={text.eyebrow} title={messages.screens.news} lead={text.lead} />
      <div className={styles.body}>
        {list.pages > 1 ? <p className={styles.status}>{text.pageOf(list.page, list.pages)}</p> : null}
        {list.items.length === 0 ? (
          <p className={styles.empty}>{text.empty}</p>
        ) : (
          <ul className={styles.list}>
            {list.items.map((item, index) => (
              <li key={item.id}>
                <NewsCard
                  lang={lang}
                  news={item}
                  readMore={text.readMore}
                  layout="row"
                  headingLevel={2}
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        <NewsPagination page={list.page} pages={list.pages} text={text} />
      </div>
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary(({ lang }) => {
  const text = getMessages(lang).content.news;
  return (
    <StatePanel tone="empty" title={text.pageNotFoundTitle} message={text.pageNotFoundMessage}>
      <PanelLink to={paths.news()}>{text.firstPage}</PanelLink>
    </StatePanel>
  );
});
