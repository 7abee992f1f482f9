// An ordered list of small records (hero slides, a car's product types, social links): each a
// card with its own fields, dragged (or moved by keyboard) into order, removed or added.
import { blankDocument } from '@refit/contract/content-types';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { useAdminText } from '../../../lib/i18n.ts';
import { getAt, joinPath } from '../document-path.ts';
import type { ObjectListSpec } from './field-spec.ts';
import { FieldControl } from './field-control.tsx';
import { useContentForm } from './form-context.ts';
import { RemoveItemButton, SortableListField } from './sortable-list-field.tsx';
import { DragHandle, useSortableItem } from './sortable.tsx';
import styles from '../content.module.css';

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
  const items: unknown[] = Array.isArray(raw) ? raw : [];
  const itemLabel = t.content.fields[field.itemLabel];
  return (
    <SortableListField
      path={path}
      label={label}
      error={error}
      items={items}
      itemName={itemLabel}
      emptyText={e.noItems}
      listClassName={styles.cardList}
      renderItem={(_, item) => (
        <ListCard key={item.id} id={item.id} title={item.name} onRemove={item.remove}>
          {field.item.map((child) => (
            <FieldControl key={child.key} field={child} base={joinPath(path, item.index)} />
          ))}
        </ListCard>
      )}
      actions={
        <Button small onClick={() => form.setValue(path, [...items, blankDocument(field.item)])}>
          + {e.add(itemLabel)}
        </Button>
      }
    />
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
        <RemoveItemButton name={title} onRemove={onRemove} />
      </div>
      <div className={styles.formGrid}>{children}</div>
    </li>
  );
}
