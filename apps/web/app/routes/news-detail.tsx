// News detail (/news/info/:id): the story, its cover and body, and the way back to the list.
// An unknown id answers 404 with a friendly way back.
import { data } from 'react-router';
import { PanelLink, StatePanel } from '../components/ui/state-panel.tsx';
import { NewsArticle } from '../features/news/news-article.tsx';
import { loadNewsArticle } from '../features/news/news-data.ts';
import { getApi } from '../lib/api/api-context.server.ts';
import { requestLanguage } from '../lib/i18n/language.ts';
import { getMessages } from '../lib/i18n/messages.ts';
import { pageTitle } from '../lib/page-title.ts';
import { pageOrigin } from '../lib/request-origin.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/news-detail';
import type { RouteHandle } from '../lib/route-handle.ts';
import { paths } from '../lib/paths.ts';

export const handle = { tracking: { browseType: 'news' } } satisfies RouteHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const article = await loadNewsArticle(getApi(context), lang, params.id);
  return data({ lang, article }, { status: article ? 200 : 404 });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? 'zh';
  const screen = getMessages(lang).screens.newsDetail;
  const article = loaderData?.article;
  if (!article)
    return [
      ...pageMeta({ lang, title: pageTitle(lang, screen) }, location, pageOrigin(matches)),
      { name: 'robots', content: 'noindex' },
    ];
  // The story's headline in place of the screen's name, so a shared link shows the story
  // (decision 0047).
  return [
    ...pageMeta(
      {
        lang,
        title: pageTitle(lang, article.title || screen),
        description: article.description || article.title,
        keywords: article.tag,
        image: article.image,
        type: 'article',
      },
      location,
      pageOrigin(matches),
    ),
    { property: 'article:published_time', content: article.date },
  ];
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { lang, article } = loaderData;
  if (!article) {
    const text = getMessages(lang).content.newsDetail;
    return (
      <StatePanel tone="empty" title={text.notFoundTitle} message={text.notFoundMessage}>
        <PanelLink to={paths.news()}>{text.back}</PanelLink>
      </StatePanel>
    );
  }
  return <NewsArticle key={article.id} lang={lang} article={article} />;
}
