// News as the lists and the article page show it, in the visitor's language.
import type { PageSharing } from '../search-and-sharing.ts';

export interface NewsCardView {
  id: number;
  title: string;
  tag: string;
  summary: string;
  image: string;
  /** YYYY-MM-DD, as the API sends it (machine-readable for <time>). */
  date: string;
}

export interface NewsArticleView extends NewsCardView {
  /** HTML the API has already cleaned with its allow-list. */
  bodyHtml: string;
  /** Plain words for the description and the share card: the summary, else the story's opening. */
  description: string;
  /** The story's own words and picture for search engines and chat apps, when an editor wrote any. */
  sharing?: PageSharing | undefined;
}
