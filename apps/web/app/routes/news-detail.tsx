// News detail (/news/info/:id): the story, its cover and body, and the way back to the list.
// An unknown id answers 404 with a friendly way back (`lib/not-found.tsx`).
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { NewsArticle } from '../features/news/news-article.tsx';
import { loadNewsArticle } from '../features/news/news-data.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { pageLanguage } from '../lib/i18n/page-language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { notFound, notFoundBoundary, notFoundMeta, rootLanguage } from '../lib/not-found.tsx';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/news-detail';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = { tracking: { browseType: 'news' } } satisfies RouteHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = pageLanguage(context);
  const article = await loadNewsArticle(getApi(context), lang, params.id);
  if (!article) notFound(lang);
  return { lang, article };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(rootLanguage(matches));
  const { lang, article } = loaderData;
  const screen = getMessages(lang).screens.newsDetail;
  // The screen's name in the title (SPEC section 2), the story's headline on its share card, so a
  // shared link shows the story (decision 0049).
  return [
    ...pageMeta(
      {
        lang,
        title: pageTitle(lang, screen),
        shareTitle: article.title ? pageTitle(lang, article.title) : undefined,
        description: article.description || article.title,
        keywords: article.tag,
        image: article.image,
        type: 'article',
        sharing: article.sharing,
      },
      location,
      pageOrigin(matches),
    ),
    { property: 'article:published_time', content: article.date },
  ];
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { lang, article } = loaderData;
  return <NewsArticle key={article.id} lang={lang} article={article} />;
}

export const ErrorBoundary = notFoundBoundary(({ lang }) => {
  const text = getMessages(lang).content.newsDetail;
  return (
    <StatePanel tone="empty" title={text.notFoundTitle} message={text.notFoundMessage}>
      <PanelLink to={paths.news()}>{text.back}</PanelLink>
    </StatePanel>
  );
});
