// Status, assignee, date range and text: a GET form, so applying it rewrites the URL (and drops the page).
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useSearchFormSubmit } from '../../lib/search-form.ts';
import { ENQUIRY_STATUSES } from '../../lib/types.ts';
import type { EnquiryFilters as Filters } from './enquiry-query.ts';
import { hasFilters } from './enquiry-query.ts';
import { useAssignable } from './use-assignable.ts';
import styles from '../../components/filter-bar.module.css';

export function EnquiryFilters({ filters }: { filters: Filters }) {
  const t = useAdminText();
  const { pathname } = useLocation();
  const onSubmit = useSearchFormSubmit();
  const assignable = useAssignable();
  const assigneeOptions = [
    { value: '', label: t.common.all },
    ...(assignable ?? []).map((user) => ({ value: String(user.id), label: user.name || user.email })),
  ];
  // A user since disabled (or not loaded yet) still shows as the chosen value.
  if (filters.assignee && !assigneeOptions.some((option) => option.value === filters.assignee))
    assigneeOptions.push({ value: filters.assignee, label: `#${filters.assignee}` });
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
      // The list of assignees arriving remounts it too, so the select can show the chosen one.
      key={`${JSON.stringify(filters)}:${assignable ? assignable.length : '-'}`}
    >
      <SelectField
        label={t.enquiries.filters.status}
        name="status"
        defaultValue={filters.status}
        options={statusOptions}
      />
      <SelectField
        label={t.enquiries.filters.assignee}
        name="assignee"
        defaultValue={filters.assignee}
        options={assigneeOptions}
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
      <div className={styles.buttons}>
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
