// An ordered list of small records (hero slides, a car's product types, social links): each a
// card with its own fields, dragged (or moved by keyboard) into order, removed or added.
import type { ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import fieldStyles from '../../components/field.module.css';
import { useAdminText } from '../../lib/i18n.ts';
import { getAt, joinPath } from './document-path.ts';
import type { ObjectListSpec } from './field-spec.ts';
import { FieldControl } from './field-control.tsx';
import { useContentForm } from './form-context.ts';
import { DragHandle, moved, SortableScope, useSortableItem } from './sortable.tsx';
import styles from './content.module.css';

export function ObjectListInput({
  field,
  path,
  label,
  error,
}: {
  field: ObjectListSpec;
  path: string;
  label: string;
  error?: string | undefined;
}) {
  const t = useAdminText();
  const e = t.content.editor;
  const form = useContentForm();
  const raw = getAt(form.document, path);
  const items = Array.isArray(raw) ? raw : [];
  const ids = items.map((_, index) => `${path}.${index}`);
  const itemLabel = t.content.fields[field.itemLabel];
  const nameOf = (id: string) => e.itemN(itemLabel, ids.indexOf(id) + 1);
  return (
    <fieldset className={styles.listField}>
      <legend className={styles.listLegend}>{label}</legend>
      {items.length === 0 ? <p className={styles.muted}>{e.noItems}</p> : null}
      <SortableScope
        ids={ids}
        nameOf={nameOf}
        onMove={(from, to) => form.setValue(path, moved(items, from, to))}
      >
        <ol className={styles.cardList}>
          {items.map((_, index) => (
            <ListCard
              key={ids[index]}
              id={ids[index] ?? ''}
              title={nameOf(ids[index] ?? '')}
              onRemove={() =>
                form.setValue(
                  path,
                  items.filter((__, at) => at !== index),
                )
              }
            >
              {field.item.map((child) => (
                <FieldControl key={child.key} field={child} base={joinPath(path, index)} />
              ))}
            </ListCard>
          ))}
        </ol>
      </SortableScope>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
      <div>
        <Button small onClick={() => form.setValue(path, [...items, field.blank()])}>
          + {e.add(itemLabel)}
        </Button>
      </div>
    </fieldset>
  );
}

function ListCard({
  id,
  title,
  onRemove,
  children,
}: {
  id: string;
  title: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const t = useAdminText();
  const { attach, style, dragging, attachHandle, handleProps } = useSortableItem(id);
  return (
    <li ref={attach} style={style} className={`${styles.card} ${dragging ? styles.draggingRow : ''}`}>
      <div className={styles.cardHeader}>
        <DragHandle attach={attachHandle} handleProps={handleProps} label={t.content.reorder.handle(title)} />
        <h3 className={styles.cardTitle}>{title}</h3>
        <Button small tone="ghost" aria-label={`${t.content.editor.remove}: ${title}`} onClick={onRemove}>
          {t.content.editor.remove}
        </Button>
      </div>
      <div className={styles.formGrid}>{children}</div>
    </li>
  );
}
