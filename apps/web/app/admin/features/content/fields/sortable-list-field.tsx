// The frame of an ordered list in a content form (a gallery's images, a car's product types,
// hero slides): its legend, the "none yet" line, the items in a drag-and-keyboard sortable list,
// the list's own message and the buttons that add to it. What an item shows is the caller's.
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import fieldStyles from '../../../components/form/field.module.css';
import { useAdminText } from '../../../lib/i18n.ts';
import { useContentForm } from './form-context.ts';
import { moved, SortableScope } from './sortable.tsx';
import styles from '../content.module.css';

export interface SortableListItem {
  /** The item's sortable id (its path). */
  id: string;
  index: number;
  /** Its visible name ("Image 2"), for the drag handle and the announcements. */
  name: string;
  remove: () => void;
}

export function SortableListField<T>({
  path,
  label,
  error,
  items,
  itemName,
  emptyText,
  listClassName,
  renderItem,
  actions,
}: {
  path: string;
  label: string;
  error: string | undefined;
  items: readonly T[];
  /** What one item is called ("Image"): numbered after it. */
  itemName: string;
  emptyText: string;
  listClassName: string | undefined;
  renderItem: (item: T, at: SortableListItem) => ReactNode;
  actions: ReactNode;
}) {
  const e = useAdminText().content.editor;
  const form = useContentForm();
  const ids = items.map((_, index) => `${path}.${index}`);
  const nameOf = (id: string) => e.itemN(itemName, ids.indexOf(id) + 1);
  return (
    <fieldset className={styles.listField}>
      <legend className={styles.listLegend}>{label}</legend>
      {items.length === 0 ? <p className={styles.muted}>{emptyText}</p> : null}
      <SortableScope
        ids={ids}
        nameOf={nameOf}
        onMove={(from, to) => form.setValue(path, moved(items, from, to))}
      >
        <ol className={listClassName}>
          {items.map((item, index) =>
            renderItem(item, {
              id: ids[index] ?? '',
              index,
              name: nameOf(ids[index] ?? ''),
              remove: () =>
                form.setValue(
                  path,
                  items.filter((_, at) => at !== index),
                ),
            }),
          )}
        </ol>
      </SortableScope>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
      <div className={styles.listActions}>{actions}</div>
    </fieldset>
  );
}

/** The button that takes one item out of its list, named after it. */
export function RemoveItemButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useAdminText().content.editor;
  return (
    <Button small tone="ghost" aria-label={`${t.remove}: ${name}`} onClick={onRemove}>
      {t.remove}
    </Button>
  );
}
