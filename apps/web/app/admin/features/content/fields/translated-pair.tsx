// A translated field: Chinese and English side by side (stacked on phones), a "missing
// translation" mark when one side is empty, and a button that copies the Chinese across.
import { Button } from '../../../components/button.tsx';
import { notifySuccess } from '../../../components/overlay/toast.tsx';
import { useAdminText } from '../../../lib/i18n.ts';
import { MissingBadge } from '../list/content-status-badge.tsx';
import { richDocKey } from '@refit/contract/admin/rich-doc-key';
import { getAt, hasText, isMissing } from '../document-path.ts';
import type { TextSpec } from './field-spec.ts';
import { SingleField } from './field-control.tsx';
import { useContentForm } from './form-context.ts';
import styles from '../content.module.css';

export function TranslatedPair({ field, path, enPath }: { field: TextSpec; path: string; enPath: string }) {
  const t = useAdminText();
  const e = t.content.editor;
  const form = useContentForm();
  const label = t.content.fields[field.label];
  const zhValue = getAt(form.document, path);
  const missing = isMissing(form.document, path, enPath);
  return (
    <fieldset className={styles.pair}>
      <legend className={styles.pairLegend}>
        <span>{label}</span>
        {missing ? <MissingBadge /> : null}
      </legend>
      <div className={styles.pairGrid}>
        <div lang="zh-CN">
          <SingleField field={field} path={path} label={`${label} · ${e.zh}`} lang="zh" />
        </div>
        <div lang="en" className={styles.pairEn}>
          <SingleField field={field} path={enPath} label={`${label} · ${e.en}`} lang="en" />
          <Button
            small
            tone="ghost"
            className={styles.copyButton}
            disabled={!hasText(zhValue)}
            aria-label={`${e.copyFromZh}: ${label}`}
            onClick={() => {
              form.setValue(enPath, zhValue);
              // Rich text: the document goes with its HTML, which the server derives from it.
              if (field.kind === 'richText') {
                form.setValue(richDocKey(enPath), getAt(form.document, richDocKey(path)) ?? null);
              }
              notifySuccess(e.copied);
            }}
          >
            {e.copyFromZh}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
