// Status, date range and text: a GET form, so applying it rewrites the URL (and drops the page).
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useSearchFormSubmit } from '../../lib/search-form.ts';
import { ENQUIRY_STATUSES } from '../../lib/types.ts';
import type { EnquiryFilters as Filters } from './enquiry-query.ts';
import { hasFilters } from './enquiry-query.ts';
import styles from '../../components/filter-bar.module.css';

export function EnquiryFilters({ filters }: { filters: Filters }) {
  const t = useAdminText();
  const { pathname } = useLocation();
  const onSubmit = useSearchFormSubmit();
  const statusOptions = [
    { value: '', label: t.common.all },
    ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: t.enquiries.status[status] })),
  ];
  return (
    <form
      method="get"
      onSubmit={onSubmit}
      className={styles.filters}
      role="search"
      aria-label={t.enquiries.filters.label}
      // Remount on a URL change so the fields show what the URL says (back button included).
      key={JSON.stringify(filters)}
    >
      <SelectField
        className={styles.first}
        label={t.enquiries.filters.status}
        name="status"
        defaultValue={filters.status}
        options={statusOptions}
      />
      <TextField label={t.enquiries.filters.from} name="from" type="date" defaultValue={filters.from} />
      <TextField label={t.enquiries.filters.to} name="to" type="date" defaultValue={filters.to} />
      <TextField
        className={styles.wide}
        label={t.enquiries.filters.text}
        name="q"
        type="search"
        defaultValue={filters.q}
        placeholder={t.enquiries.filters.textPlaceholder}
      />
      <input type="hidden" name="sort" value={filters.sort} />
      <input type="hidden" name="order" value={filters.order} />
      <div className={`${styles.buttons} ${styles.wide}`}>
        <Button type="submit" tone="primary">
          {t.enquiries.filters.apply}
        </Button>
        {hasFilters(filters) ? (
          <Link
            to={pathname}
            style={{ alignSelf: 'center', color: 'var(--admin-muted)', whiteSpace: 'nowrap' }}
          >
            {t.enquiries.filters.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
