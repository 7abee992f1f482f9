// The brand's news grid: three stories first, the rest behind a show-more control; each story
// opens its article.
import type { UiLanguage } from '@refit/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Messages } from '../../lib/i18n/messages.ts';
import { NewsCard } from '../../components/cards/news-card.tsx';
import { ShowMore } from '../../components/ui/show-more.tsx';
import type { NewsCardView } from '../../lib/content/news-types.ts';
import styles from './brand-news.module.css';
import { paths } from '../../lib/paths.ts';
import { SectionHeader } from '../../components/ui/section-header.tsx';

/** Cards shown before "show more": one row on wide screens. */
export const BRAND_NEWS_INITIAL = 3;

interface BrandNewsProps {
  lang: UiLanguage;
  news: NewsCardView[];
  messages: Messages;
}

export function BrandNews({ lang, news, messages }: BrandNewsProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (news.length === 0) return null;
  const text = messages.brand.news;
  const shown = expanded ? news : news.slice(0, BRAND_NEWS_INITIAL);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <SectionHeader as="div" id={headingId} eyebrow={text.eyebrow} title={text.title} />
        <Link className={styles.all} to={paths.news()}>
          {text.allNews}
        </Link>
      </div>
      <ul id={listId} className={styles.grid}>
        {shown.map((item) => (
          <li key={item.id}>
            <NewsCard lang={lang} news={item} readMore={text.readMore} />
          </li>
        ))}
      </ul>
      {news.length > BRAND_NEWS_INITIAL ? (
        <ShowMore controls={listId} expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? messages.common.showLess : messages.common.showMore}
        </ShowMore>
      ) : null}
    </section>
  );
}
