// An ordered list of image addresses (gallery pictures, configuration images): each with its
// thumbnail, dragged (or moved by keyboard) into order, removed, or added at the end: typed, or
// one or several chosen from the media library at once.
import { Button } from '../../../components/button.tsx';
import fieldStyles from '../../../components/form/field.module.css';
import { useAdminText } from '../../../lib/i18n.ts';
import { getAt, joinPath } from '../document-path.ts';
import { useContentForm } from './form-context.ts';
import { LibraryPickButton } from './library-pick-button.tsx';
import { RemoveItemButton, SortableListField } from './sortable-list-field.tsx';
import { DragHandle, useSortableItem } from './sortable.tsx';
import { Thumbnail } from './thumbnail.tsx';
import styles from '../content.module.css';

export function ImageListInput({
  path,
  label,
  error,
}: {
  path: string;
  label: string;
  error?: string | undefined;
}) {
  const e = useAdminText().content.editor;
  const form = useContentForm();
  const raw = getAt(form.document, path);
  const images = Array.isArray(raw) ? raw.map((value) => (typeof value === 'string' ? value : '')) : [];
  return (
    <SortableListField
      path={path}
      label={label}
      error={error}
      items={images}
      itemName={e.imageUrl}
      emptyText={e.noImages}
      listClassName={styles.imageList}
      renderItem={(url, item) => (
        <ImageRow
          key={item.id}
          id={item.id}
          url={url}
          label={item.name}
          error={form.issueAt(joinPath(path, item.index))}
          onChange={(next) => form.setValue(joinPath(path, item.index), next)}
          onRemove={item.remove}
        />
      )}
      actions={
        <>
          <Button small onClick={() => form.setValue(path, [...images, ''])}>
            + {e.addImage}
          </Button>
          <LibraryPickButton
            label={label}
            multiple
            onPick={(files) => form.setValue(path, [...images, ...files.map((file) => file.url)])}
          />
        </>
      }
    />
  );
}

function ImageRow({
  id,
  url,
  label,
  error,
  onChange,
  onRemove,
}: {
  id: string;
  url: string;
  label: string;
  error: string | undefined;
  onChange: (url: string) => void;
  onRemove: () => void;
}) {
  const t = useAdminText();
  const { attach, style, dragging, attachHandle, handleProps } = useSortableItem(id);
  return (
    <li ref={attach} style={style} className={`${styles.imageRow} ${dragging ? styles.draggingRow : ''}`}>
      <DragHandle attach={attachHandle} handleProps={handleProps} label={t.content.reorder.handle(label)} />
      <Thumbnail url={url} />
      <div className={styles.grow}>
        <input
          className={fieldStyles.control}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          type="text"
          inputMode="url"
          spellCheck={false}
          maxLength={2000}
          value={url}
          onChange={(event) => onChange(event.target.value)}
        />
        {error ? <p className={fieldStyles.error}>{error}</p> : null}
      </div>
      <RemoveItemButton name={label} onRemove={onRemove} />
    </li>
  );
}
