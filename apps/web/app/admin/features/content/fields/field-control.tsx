// One field of a content form, drawn from its description: the control for its kind, its label,
// hint and the server's message beside it; a translated field as a Chinese/English pair.
import { useState } from 'react';
import { FieldFrame } from '../../../components/form/field-frame.tsx';
import { LinkField } from '../../../components/link/link-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { useAdminText } from '../../../lib/i18n.ts';
import { richDocKey } from '@refit/contract/admin/rich-doc-key';
import { getAt, joinPath } from '../document-path.ts';
import type { FieldSpec, ReferenceSpec, TextSpec } from './field-spec.ts';
import { useContentForm } from './form-context.ts';
import { ImageListInput } from './image-list-input.tsx';
import { ImageInput } from './image-input.tsx';
import { ObjectListInput } from './object-list-input.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { TranslatedPair } from './translated-pair.tsx';
import { useChosenTitle, useReferenceOptions } from './use-reference-options.ts';
import styles from '../content.module.css';

export function FieldControl({ field, base = '' }: { field: FieldSpec; base?: string }) {
  const path = joinPath(base, field.key);
  const className =
    field.wide || field.kind === 'list' || field.kind === 'richText' || field.kind === 'image'
      ? styles.wide
      : undefined;
  if ('en' in field && field.en) {
    return (
      <div className={styles.wide}>
        <TranslatedPair field={field} path={path} enPath={joinPath(base, field.en)} />
      </div>
    );
  }
  return (
    <div className={className}>
      <SingleField field={field} path={path} />
    </div>
  );
}

/** A field in one language (or none): `label` overrides the field's own (a pair adds 中文/English). */
export function SingleField({
  field,
  path,
  label,
  lang = 'zh',
}: {
  field: FieldSpec;
  path: string;
  label?: string;
  /** The language the field is written in (the English side of a pair says so). */
  lang?: 'zh' | 'en';
}) {
  const t = useAdminText();
  const form = useContentForm();
  const value = getAt(form.document, path);
  const error = form.issueAt(path);
  const text = label ?? t.content.fields[field.label];
  const locked = field.ownerOnly === true && !form.isOwner;
  const hint = locked ? t.content.editor.ownerOnly : field.hint ? t.content.fields[field.hint] : undefined;

  switch (field.kind) {
    case 'text':
    case 'url':
    case 'image':
    case 'textarea':
      return <TextControl field={field} path={path} label={text} hint={hint} error={error} locked={locked} />;
    case 'link':
      return (
        <LinkField
          label={text}
          hint={hint}
          error={error}
          value={typeof value === 'string' ? value : ''}
          locked={locked}
          onChange={(next) => form.setValue(path, next)}
        />
      );
    case 'richText': {
      const docPath = richDocKey(path);
      const richError = error ?? form.issueWithin(docPath);
      return (
        <FieldFrame label={text} error={richError}>
          {(control) => (
            <RichTextEditor
              id={control.id}
              label={text}
              describedBy={control['aria-describedby']}
              invalid={Boolean(richError)}
              lang={lang}
              value={typeof value === 'string' ? value : ''}
              doc={getAt(form.document, docPath) ?? null}
              onChange={(html, doc) => {
                form.setValue(path, html);
                form.setValue(docPath, doc);
              }}
            />
          )}
        </FieldFrame>
      );
    }
    case 'number':
      return (
        <FieldFrame label={text} hint={hint} error={error}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode={(field.step ?? 1) < 1 ? 'decimal' : 'numeric'}
              step={field.step ?? 1}
              min={field.min}
              max={field.max}
              value={typeof value === 'number' ? String(value) : ''}
              onChange={(event) => {
                const raw = event.target.value;
                form.setValue(path, raw === '' ? null : Number(raw));
              }}
            />
          )}
        </FieldFrame>
      );
    case 'date':
      return (
        <FieldFrame label={text} hint={hint} error={error}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => form.setValue(path, event.target.value)}
            />
          )}
        </FieldFrame>
      );
    case 'boolean':
      return (
        <div className={styles.switchField}>
          <SwitchField
            label={text}
            hint={error ?? hint}
            checked={value === true}
            disabled={locked}
            onChange={(event) => form.setValue(path, event.target.checked)}
          />
        </div>
      );
    case 'select':
      return (
        <SelectField
          label={text}
          hint={hint}
          error={error}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => form.setValue(path, event.target.value)}
          options={field.options.map((option) => ({
            value: option.value,
            label: t.content.fields[option.label],
          }))}
        />
      );
    case 'reference':
      return <ReferenceControl field={field} path={path} label={text} error={error} />;
    case 'imageList':
      return <ImageListInput path={path} label={text} error={error} />;
    case 'list':
      return <ObjectListInput field={field} path={path} label={text} error={error} />;
  }
}

function TextControl({
  field,
  path,
  label,
  hint,
  error,
  locked,
}: {
  field: TextSpec;
  path: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  locked: boolean;
}) {
  const form = useContentForm();
  const raw = getAt(form.document, path);
  const value = typeof raw === 'string' ? raw : '';
  const onChange = (next: string) => form.setValue(path, next);
  if (field.kind === 'textarea') {
    return (
      <FieldFrame label={label} hint={hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            value={value}
            maxLength={field.maxLength}
            readOnly={locked}
            rows={field.maxLength && field.maxLength > 1000 ? 8 : 3}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FieldFrame>
    );
  }
  if (field.kind === 'image') {
    return (
      <ImageInput
        label={label}
        hint={hint}
        error={error}
        value={value}
        locked={locked}
        required={field.required}
        onChange={onChange}
      />
    );
  }
  return (
    <FieldFrame label={label} hint={hint} error={error} className={styles.grow}>
      {(control) => (
        <input
          {...control}
          type={field.secret ? 'password' : 'text'}
          autoComplete={field.secret ? 'off' : undefined}
          inputMode={field.kind === 'text' ? undefined : 'url'}
          spellCheck={field.kind === 'text' && !field.secret ? undefined : false}
          value={value}
          maxLength={field.maxLength ?? 2000}
          readOnly={locked}
          required={field.required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

function ReferenceControl({
  field,
  path,
  label,
  error,
}: {
  field: ReferenceSpec;
  path: string;
  label: string;
  error: string | undefined;
}) {
  const t = useAdminText();
  const form = useContentForm();
  const [search, setSearch] = useState('');
  const { options, more, loading } = useReferenceOptions(field.to, search);
  const value = getAt(form.document, path);
  const current = typeof value === 'number' ? String(value) : '';
  const unlisted = current !== '' && !loading && !options.some((option) => option.value === current);
  const chosenTitle = useChosenTitle(field.to, unlisted ? Number(current) : null);
  const choices = [
    { value: '', label: field.nullable ? t.content.editor.noneOption : t.content.editor.choose },
    ...options,
  ];
  // The saved choice shows even before the options arrive, and by its title if they do not list it.
  if (current && !options.some((option) => option.value === current))
    choices.push({ value: current, label: chosenTitle ?? `#${current}` });
  const select = (
    <SelectField
      label={label}
      error={error}
      value={current}
      onChange={(event) => form.setValue(path, event.target.value ? Number(event.target.value) : null)}
      options={choices}
    />
  );
  // A type with more items than the select lists (products) is searched by title first.
  if (!more && search === '') return select;
  return (
    <div className={styles.referenceSearch}>
      <FieldFrame label={t.content.editor.searchReference(label)}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FieldFrame>
      {select}
    </div>
  );
}
