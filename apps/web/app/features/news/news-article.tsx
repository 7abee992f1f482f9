// One news story: tag, date, title and summary, the cover, then the body.
// The body is HTML the loader has cleaned with the site's allow-list (no scripts, styles or event
// attributes); HTML from anywhere else must never reach this.
import type { UiLanguage } from '@refit/contract';
import { BackLink } from '../../components/ui/back-link.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { getMessages } from '../../lib/i18n/messages.ts';
import { CoverFigure } from '../../components/media/cover-figure.tsx';
import styles from './news-article.module.css';
import { formatNewsDate } from '../../lib/content/news-date.ts';
import type { NewsArticleView } from '../../lib/content/news-types.ts';
import { paths } from '../../lib/paths.ts';
import { ShareButton } from '../../components/share/share-button.tsx';

export function NewsArticle({ lang, article }: { lang: UiLanguage; article: NewsArticleView }) {
  const text = getMessages(lang).content.newsDetail;
  return (
    <main className={styles.page}>
      <article className={styles.article}>
        <header className={styles.header}>
          <BackLink to={paths.news()}>{text.back}</BackLink>
          <p className={styles.meta}>
            {article.tag ? <span className={styles.tag}>{article.tag}</span> : null}
            <span>
              {text.published} <time dateTime={article.date}>{formatNewsDate(lang, article.date)}</time>
            </span>
          </p>
          <h1 className={styles.title}>{article.title}</h1>
          {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
          <div className={styles.share}>
            <ShareButton lang={lang} title={article.title} />
          </div>
        </header>
        {article.image ? (
          <CoverFigure
            className={styles.cover}
            src={article.image}
            alt={article.title}
            sizes="(max-width: 960px) 100vw, 960px"
          />
        ) : null}
        <RichText className={styles.body} html={article.bodyHtml} />
        <footer className={styles.footer}>
          <BackLink to={paths.news()}>{text.back}</BackLink>
        </footer>
      </article>
    </main>
  );
}
