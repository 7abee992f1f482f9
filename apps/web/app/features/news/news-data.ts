// Loads the news list page and single stories on the server.
import { DEFAULT_PAGE_SIZE } from '@refit/contract';
import { richTextHtml, richTextPlain } from '@refit/contract/rich-text';
import type { NewsDetail, UiLanguage } from '@refit/contract';
import { parsePositiveId } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { isNotFound } from '../../lib/api/errors.ts';
import { metaDescription } from '../../lib/meta-description.ts';
import { pageSharing } from '../../lib/search-and-sharing.ts';
import { newsArticle, newsCard } from '../../lib/content/news-cards.ts';
import type { NewsArticleView, NewsCardView } from '../../lib/content/news-types.ts';

export const NEWS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface NewsPageView {
  items: NewsCardView[];
  page: number;
  pages: number;
  total: number;
}

/** `?page=` as a page number: a positive whole number, else the first page. */
export function parsePageParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** Throws when the list cannot be fetched; the page shows that as an empty list. */
export async function loadNewsPage(api: Api, lang: UiLanguage, page: number): Promise<NewsPageView> {
  const { records, pages, total } = await api.getNewsList({ pageNo: page, pageSize: NEWS_PAGE_SIZE });
  return { items: records.map((item) => newsCard(lang, item)), page, pages, total };
}

/**
 * The story in words alone for its description and share card: its summary, else the opening of
 * its body, in the page's language before the other (an English page shows English words when the
 * story has any). Markup is taken out (a summary from another backend may hold some too), and the
 * words are shortened here, so that the page's data does not carry the story a second time.
 */
function newsDescription(lang: UiLanguage, item: NewsDetail): string {
  const fields =
    lang === 'en'
      ? [item.summaryEn, item.contentEn, item.summary, item.content]
      : [item.summary, item.content];
  for (const field of fields) {
    const words = richTextPlain(field);
    if (words !== '') return metaDescription(words);
  }
  return '';
}

/** null when the id is malformed or unknown (404). */
export async function loadNewsArticle(
  api: Api,
  lang: UiLanguage,
  idParam: string | undefined,
): Promise<NewsArticleView | null> {
  const id = parsePositiveId(idParam);
  if (id === null) return null;
  try {
    const item = await api.getNewsDetail({ id });
    const article = newsArticle(lang, item);
    return {
      ...article,
      // Cleaned here as well: the content backend may not be ours (docs/operations.md, another API backend).
      bodyHtml: richTextHtml(article.bodyHtml),
      description: newsDescription(lang, item),
      sharing: pageSharing(lang, item.seo),
    };
  } catch (error) {
    if (isNotFound(error, [404, 400])) return null;
    throw error;
  }
}
