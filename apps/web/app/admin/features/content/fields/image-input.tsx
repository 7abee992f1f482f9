// An image field: the picture first, as the page will show it, then its address (typed, or set by
// choosing a file of the media library) and a way to clear it. The address stays the field's
// value and its labelled control; the picture carries it as its title.
import { Button } from '../../../components/button.tsx';
import { FieldFrame } from '../../../components/form/field-frame.tsx';
import { useAdminText } from '../../../lib/i18n.ts';
import { LibraryPickButton } from './library-pick-button.tsx';
import { Thumbnail } from './thumbnail.tsx';
import styles from '../content.module.css';

export function ImageInput({
  label,
  hint,
  error,
  value,
  locked,
  required,
  onChange,
}: {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  locked: boolean;
  required: boolean | undefined;
  onChange: (next: string) => void;
}) {
  const e = useAdminText().content.editor;
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <div className={styles.imageField}>
          <div className={styles.imagePreview} data-empty={value ? undefined : ''}>
            {value ? (
              <Thumbnail url={value} size="large" alt={e.imagePreview(label)} />
            ) : (
              <span className={styles.imagePreviewEmpty}>{e.noImage}</span>
            )}
          </div>
          <div className={styles.imageSide}>
            <input
              {...control}
              type="text"
              inputMode="url"
              spellCheck={false}
              value={value}
              maxLength={2000}
              readOnly={locked}
              required={required}
              placeholder={e.imageAddressPlaceholder}
              onChange={(event) => onChange(event.target.value)}
            />
            {locked ? null : (
              <div className={styles.imageActions}>
                <LibraryPickButton label={label} onPick={([file]) => file && onChange(file.url)} />
                {value ? (
                  <Button
                    small
                    tone="ghost"
                    aria-label={`${e.clearImage}: ${label}`}
                    onClick={() => onChange('')}
                  >
                    {e.clearImage}
                  </Button>
                ) : null}
              </div>
            )}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
