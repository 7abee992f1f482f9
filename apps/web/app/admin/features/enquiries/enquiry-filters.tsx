// Status, assignee, date range and text: a GET form, so applying it rewrites the URL (and drops the page).
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import type { SelectOption } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useSearchFormSubmit } from '../../lib/search-form.ts';
import type { EnquiryFilters as Filters } from './enquiry-query.ts';
import { hasFilters } from './enquiry-query.ts';
import { useAssignable } from './use-assignable.ts';
import styles from '../../components/form/filter-bar.module.css';
import { ENQUIRY_STATUSES } from '@refit/contract/admin/enquiry-words';

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
      // Not when the assignees arrive: that would throw away what the user has typed meanwhile.
      key={JSON.stringify(filters)}
    >
      <SelectField
        label={t.enquiries.filters.status}
        name="status"
        defaultValue={filters.status}
        options={statusOptions}
      />
      <AssigneeSelect
        label={t.enquiries.filters.assignee}
        initial={filters.assignee}
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

/**
 * The assignee choice, held in state: the people to choose from arrive after the form, and a
 * controlled select keeps showing the chosen one when its options change under it.
 */
function AssigneeSelect({
  label,
  initial,
  options,
}: {
  label: string;
  initial: string;
  options: readonly SelectOption[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <SelectField
      label={label}
      name="assignee"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      options={options}
    />
  );
}
