// Text, status and parent filters of a content list, as a GET form over the URL.
import { Button, ButtonLink } from '../../../components/button.tsx';
import filterStyles from '../../../components/form/filter-bar.module.css';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useAdminText } from '../../../lib/i18n.ts';
import { useSearchFormSubmit } from '../../../lib/search-form.ts';
import type { ContentFilters as Filters } from './content-list-query.ts';
import { CONTENT_STATUSES } from '../content-types.ts';
import type { ContentTypeSpec } from '../fields/field-spec.ts';
import { useReferenceOptions } from '../fields/use-reference-options.ts';

export function ContentFilters({ spec, filters }: { spec: ContentTypeSpec; filters: Filters }) {
  const t = useAdminText();
  const f = t.content.filters;
  const onSubmit = useSearchFormSubmit();
  const active = Boolean(filters.q || filters.status || filters.parentId);
  return (
    <form
      className={filterStyles.filters}
      role="search"
      aria-label={f.label}
      onSubmit={onSubmit}
      key={JSON.stringify(filters)}
    >
      <TextField
        className={filterStyles.wide}
        label={f.text}
        name="q"
        type="search"
        defaultValue={filters.q}
        placeholder={f.textPlaceholder}
        maxLength={100}
      />
      <SelectField
        label={f.status}
        name="status"
        defaultValue={filters.status}
        options={[
          { value: '', label: t.common.all },
          ...CONTENT_STATUSES.map((status) => ({ value: status, label: t.content.status[status] })),
        ]}
      />
      {spec.parent ? <ParentFilter spec={spec} value={filters.parentId} /> : null}
      <div className={filterStyles.buttons}>
        <Button type="submit" tone="primary">
          {f.apply}
        </Button>
        {active ? (
          <ButtonLink to={{ search: '' }} tone="ghost">
            {f.clear}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}

function ParentFilter({ spec, value }: { spec: ContentTypeSpec; value: number | null }) {
  const t = useAdminText();
  const parent = spec.parent!;
  const { options } = useReferenceOptions(parent.type);
  return (
    <SelectField
      label={t.content.fields[parent.label]}
      name="parentId"
      value={value === null ? '' : String(value)}
      // The form applies it at once: a parent is what makes the order editable.
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
      options={[{ value: '', label: t.common.all }, ...options]}
    />
  );
}
