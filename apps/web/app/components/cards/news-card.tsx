// One news story in a list: cover, tag, date, title and summary, linking to the article.
import type { UiLanguage } from '@refit/contract';
import { Link } from 'react-router';
import { CoverImage } from '../media/cover-figure.tsx';
import styles from './news-card.module.css';
import { formatNewsDate } from '../../lib/content/news-date.ts';
import type { NewsCardView } from '../../lib/content/news-types.ts';
import { paths } from '../../lib/paths.ts';

interface NewsCardProps {
  lang: UiLanguage;
  news: NewsCardView;
  readMore: string;
  /** "row" puts the picture beside the text on wide screens (the news page). */
  layout?: 'card' | 'row';
  headingLevel?: 2 | 3;
  eager?: boolean;
}

export function NewsCard({
  lang,
  news,
  readMore,
  layout = 'card',
  headingLevel = 3,
  eager = false,
}: NewsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card}>
      <Link className={styles.media} to={paths.newsArticle(news.id)} tabIndex={-1} aria-hidden="true">
        <CoverImage
          src={news.image}
          alt=""
          sizes="(max-width: 767px) 100vw, 40vw"
          loading={eager ? 'eager' : 'lazy'}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          {news.tag ? <span className={styles.tag}>{news.tag}</span> : null}
          <time dateTime={news.date}>{formatNewsDate(lang, news.date)}</time>
        </p>
        <Heading className={styles.title}>
          <Link className={styles.titleLink} to={paths.newsArticle(news.id)}>
            {news.title}
          </Link>
        </Heading>
        {news.summary ? <p className={styles.summary}>{news.summary}</p> : null}
        {/* The story's title is part of the link's text (read by screen readers and search
            engines) so that the cards' links tell apart; sighted readers see it just above. */}
        <Link className={styles.more} to={paths.newsArticle(news.id)}>
          {readMore}
          <span className="visually-hidden">: {news.title}</span>
        </Link>
      </div>
    </article>
  );
}
