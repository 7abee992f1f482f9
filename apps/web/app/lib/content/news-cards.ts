// Shapes news records (getNewsList, getNewsDetail) for the cards and the article page.
import type { NewsDetail, NewsListItem, UiLanguage } from '@refit/contract';
import { imageUrl } from '../api/image-url.ts';
import { pickText } from '../i18n/pick-text.ts';
import type { NewsArticleView, NewsCardView } from './news-types.ts';

export function newsCard(lang: UiLanguage, item: NewsListItem): NewsCardView {
  return {
    id: item.id,
    title: pickText(lang, item.title, item.titleEn),
    tag: pickText(lang, item.tag, item.tagEn),
    summary: pickText(lang, item.summary, item.summaryEn),
    image: imageUrl(item.coverImgUrl),
    date: item.publishDate,
  };
}

/** The story in the visitor's language; its description is made by the loader (news-data.ts). */
export function newsArticle(lang: UiLanguage, item: NewsDetail): Omit<NewsArticleView, 'description'> {
  return { ...newsCard(lang, item), bodyHtml: pickText(lang, item.content, item.contentEn) };
}
