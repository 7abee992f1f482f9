// Previous / next links that change only the page number in the URL (shareable, back works).
import { useLocation } from 'react-router';
import { useAdminText } from '../lib/i18n.ts';
import { ButtonLink } from './button.tsx';
import styles from './pagination.module.css';
import type { Paged } from '@refit/contract';

export interface PaginationProps {
  current: number;
  pages: number;
  total: number;
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageOf: (page: number, pages: number) => string;
  totalText: (total: number) => string;
}

function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function Pagination({
  current,
  pages,
  total,
  label,
  previousLabel,
  nextLabel,
  pageOf,
  totalText,
}: PaginationProps) {
  const { search } = useLocation();
  const last = Math.max(1, pages);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span>{totalText(total)}</span>
      <div className={styles.links}>
        {current > 1 ? (
          <ButtonLink small to={{ search: pageSearch(search, current - 1) }}>
            {previousLabel}
          </ButtonLink>
        ) : null}
        <span aria-current="page">{pageOf(Math.min(current, last), last)}</span>
        {current < last ? (
          <ButtonLink small to={{ search: pageSearch(search, current + 1) }}>
            {nextLabel}
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}

/** The pagination under an admin list: where the page stands, in the admin's common wording. */
export function ListPagination({ page, label }: { page: Omit<Paged<unknown>, 'records'>; label: string }) {
  const t = useAdminText();
  return (
    <Pagination
      current={page.current}
      pages={page.pages}
      total={page.total}
      label={label}
      previousLabel={t.common.previous}
      nextLabel={t.common.next}
      pageOf={t.common.pageOf}
      totalText={t.common.totalRecords}
    />
  );
}
