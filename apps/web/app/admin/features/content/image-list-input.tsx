// An ordered list of image addresses (gallery pictures, configuration images): each with its
// thumbnail, dragged (or moved by keyboard) into order, removed, or added at the end.
import { Button } from '../../components/button.tsx';
import fieldStyles from '../../components/field.module.css';
import { useAdminText } from '../../lib/i18n.ts';
import { getAt, joinPath } from './document-path.ts';
import { useContentForm } from './form-context.ts';
import { DragHandle, moved, SortableScope, useSortableItem } from './sortable.tsx';
import { Thumbnail } from './thumbnail.tsx';
import styles from './content.module.css';

export function ImageListInput({
  path,
  label,
  error,
}: {
  path: string;
  label: string;
  error?: string | undefined;
}) {
  const t = useAdminText();
  const e = t.content.editor;
  const form = useContentForm();
  const raw = getAt(form.document, path);
  const images = Array.isArray(raw) ? raw.map((value) => (typeof value === 'string' ? value : '')) : [];
  const ids = images.map((_, index) => `${path}.${index}`);
  const nameOf = (id: string) => e.itemN(e.imageUrl, ids.indexOf(id) + 1);
  return (
    <fieldset className={styles.listField}>
      <legend className={styles.listLegend}>{label}</legend>
      {images.length === 0 ? <p className={styles.muted}>{e.noImages}</p> : null}
      <SortableScope
        ids={ids}
        nameOf={nameOf}
        onMove={(from, to) => form.setValue(path, moved(images, from, to))}
      >
        <ol className={styles.imageList}>
          {images.map((url, index) => (
            <ImageRow
              key={ids[index]}
              id={ids[index] ?? ''}
              url={url}
              label={nameOf(ids[index] ?? '')}
              error={form.issueAt(joinPath(path, index))}
              onChange={(next) => form.setValue(joinPath(path, index), next)}
              onRemove={() =>
                form.setValue(
                  path,
                  images.filter((_, at) => at !== index),
                )
              }
            />
          ))}
        </ol>
      </SortableScope>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
      <div>
        <Button small onClick={() => form.setValue(path, [...images, ''])}>
          + {e.addImage}
        </Button>
      </div>
    </fieldset>
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
      <Button small tone="ghost" aria-label={`${t.content.editor.remove}: ${label}`} onClick={onRemove}>
        {t.content.editor.remove}
      </Button>
    </li>
  );
}
