import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useSearchFormSubmit } from '../../lib/search-form.ts';
import filterStyles from '../../components/filter-bar.module.css';
import { AUDIT_ACTIONS } from './audit-query.ts';
import type { AuditFilters as Filters } from './audit-query.ts';

export function AuditFilters({ filters }: { filters: Filters }) {
  const t = useAdminText();
  const onSubmit = useSearchFormSubmit();
  return (
    <form
      method="get"
      onSubmit={onSubmit}
      className={filterStyles.filters}
      role="search"
      aria-label={t.enquiries.filters.label}
      key={JSON.stringify(filters)}
    >
      <SelectField
        label={t.audit.action}
        name="action"
        defaultValue={filters.action}
        options={[
          { value: '', label: t.common.all },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action })),
        ]}
      />
      <TextField label={t.audit.from} name="from" type="date" defaultValue={filters.from} />
      <TextField label={t.audit.to} name="to" type="date" defaultValue={filters.to} />
      <div className={filterStyles.buttons}>
        <Button type="submit" tone="primary">
          {t.enquiries.filters.apply}
        </Button>
      </div>
    </form>
  );
}
