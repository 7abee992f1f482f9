// Numbered pagination made of plain links (?page=N), so crawlers can follow every page.
import { Link, useLocation } from 'react-router';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './news-pagination.module.css';
import { pageHref, pageNumbers } from './pagination.ts';

interface NewsPaginationProps {
  page: number;
  pages: number;
  text: Messages['content']['news'];
}

export function NewsPagination({ page, pages, text }: NewsPaginationProps) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  return (
    <nav className={styles.nav} aria-label={text.pagination}>
      {page > 1 ? (
        <Link className={styles.step} to={href(page - 1)} rel="prev">
          <span aria-hidden="true">←</span>
          <span className={styles.stepLabel}>{text.previous}</span>
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          <span aria-hidden="true">←</span>
          <span className={styles.stepLabel}>{text.previous}</span>
        </span>
      )}
      <ol className={styles.pages}>
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className={styles.page}
                to={href(number)}
                aria-label={text.goToPage(number)}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link className={styles.step} to={href(page + 1)} rel="next">
          <span className={styles.stepLabel}>{text.next}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          <span className={styles.stepLabel}>{text.next}</span>
          <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}
