// Preview of the saved draft: the language and width to see it in, and the button that opens the
// real public page rendered from the draft (preview-dialog.tsx). With unsaved changes the editor is
// asked first: save them and preview, or preview the draft as last saved.
import { useState } from 'react';
import type { UiLanguage } from '@refit/contract';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/overlay/dialog.tsx';
import { SegmentedChoice } from '../../../components/form/segmented-choice.tsx';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import type { ContentType } from '../content-types.ts';
import { PreviewDialog } from './preview-dialog.tsx';
import type { PreviewWidth } from './preview-dialog.tsx';
import { usePreviewChoices } from './preview-choices.ts';
import contentStyles from '../content.module.css';
import styles from './preview.module.css';

export function PreviewPanel({
  type,
  id,
  title,
  dirty,
  busy,
  onSave,
}: {
  type: ContentType;
  id: number;
  title: string;
  dirty: boolean;
  busy: boolean;
  /** Saves the changes; resolves true when saved. */
  onSave: () => Promise<boolean>;
}) {
  const t = useAdminText();
  const p = t.content.preview;
  const adminLang = useAdminLanguage();
  const [lang, setLang] = useState<UiLanguage>(adminLang);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(false);
  const choices = usePreviewChoices();

  return (
    <section className={contentStyles.panel} aria-labelledby="preview-title">
      <h2 id="preview-title" className={contentStyles.panelTitle}>
        {p.title}
      </h2>
      <p className={styles.intro}>{p.intro}</p>
      <div className={styles.choices}>
        <SegmentedChoice label={p.language} value={lang} options={choices.languages} onChange={setLang} />
        <SegmentedChoice label={p.width} value={width} options={choices.widths} onChange={setWidth} />
      </div>
      {dirty ? (
        <p className={styles.unsaved} role="note">
          {p.unsavedNote}
        </p>
      ) : null}
      <div>
        <Button onClick={() => (dirty ? setAsking(true) : setOpen(true))} disabled={busy}>
          {p.open}
        </Button>
      </div>
      <Dialog
        open={asking}
        title={p.unsavedTitle}
        closeLabel={t.common.cancel}
        onClose={() => setAsking(false)}
      >
        <p className={styles.dialogMessage}>{p.unsavedMessage}</p>
        <DialogActions>
          <Button
            onClick={() => {
              setAsking(false);
              setOpen(true);
            }}
          >
            {p.previewSaved}
          </Button>
          <Button
            tone="primary"
            disabled={busy}
            onClick={() =>
              void onSave().then((saved) => {
                setAsking(false);
                if (saved) setOpen(true);
              })
            }
          >
            {p.saveAndPreview}
          </Button>
        </DialogActions>
      </Dialog>
      <PreviewDialog
        open={open}
        type={type}
        id={id}
        title={title}
        lang={lang}
        width={width}
        onLang={setLang}
        onWidth={setWidth}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
