import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { useSearchFormSubmit } from '../../lib/search-form.ts';
import filterStyles from '../../components/form/filter-bar.module.css';
import { AUDIT_ACTIONS } from './audit-query.ts';
import type { AuditFilters as Filters } from './audit-query.ts';

export function AuditFilters({ filters }: { filters: Filters }) {
  const t = useAdminText();
  const onSubmit = useSearchFormSubmit();
  const users = useAdminQuery('audit-actors', (signal) => callAdmin('listUsers', { signal })).data?.records;
  const actorOptions = [
    { value: '', label: t.common.all },
    ...(users ?? []).map((user) => ({ value: String(user.id), label: user.name || user.email })),
  ];
  if (filters.actor && !actorOptions.some((option) => option.value === filters.actor))
    actorOptions.push({ value: filters.actor, label: `#${filters.actor}` });
  return (
    <form
      method="get"
      onSubmit={onSubmit}
      className={filterStyles.filters}
      role="search"
      aria-label={t.enquiries.filters.label}
      // Remounted when the URL changes or the users arrive, so the fields show the chosen values.
      key={`${JSON.stringify(filters)}:${users ? users.length : '-'}`}
    >
      <SelectField
        label={t.audit.action}
        name="action"
        defaultValue={filters.action}
        options={[
          { value: '', label: t.common.all },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t.audit.actions[action] })),
        ]}
      />
      <SelectField label={t.audit.actor} name="actor" defaultValue={filters.actor} options={actorOptions} />
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
