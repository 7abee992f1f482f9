// The one field for an address a visitor follows (a slide's link, a menu entry's, a story's link):
// the address itself, typed or set by choosing a page of the site in the picker, and beside it
// what it leads to in the admin's words (a page, a car by its title, another site), or why it
// cannot be kept. Every link field of the content forms and the rich text's link tool use it.
import { useId, useState } from 'react';
import { useAdminText } from '../../lib/i18n.ts';
import { Button } from '../button.tsx';
import { FieldFrame } from '../form/field-frame.tsx';
import { LinkPicker } from './link-picker.tsx';
import { useLinkStatus } from './use-link-status.ts';
import type { LinkStatus } from './use-link-status.ts';
import styles from './link-field.module.css';

export interface LinkFieldProps {
  label: string;
  hint?: string | undefined;
  /** The server's word on the saved address, when it refused it. */
  error?: string | undefined;
  value: string;
  /** Shown, not changed (a field only owners change). */
  locked?: boolean;
  /** Takes the focus when the dialog it is in opens. */
  autoFocus?: boolean;
  onChange: (next: string) => void;
  /** Enter in the address (the rich text's dialog takes it as its Apply). */
  onEnter?: () => void;
  /** What the address leads to, when the caller judges it too (`useLinkStatus`); else the field's own. */
  status?: LinkStatus;
}

/** Whether an address may be kept: the link tool applies only those. */
export const isKeptStatus = (status: LinkStatus) => status.tone !== 'error';

export function LinkField({
  label,
  hint,
  error,
  value,
  locked = false,
  autoFocus,
  onChange,
  onEnter,
  status: given,
}: LinkFieldProps) {
  const t = useAdminText().links;
  const [picking, setPicking] = useState(false);
  const own = useLinkStatus(given ? '' : value);
  const status = given ?? own;
  const statusId = useId();
  const problem = status.tone === 'error' ? status.text : undefined;

  return (
    // The field's own word on the address as it now is comes first: the server's is of the one saved.
    <FieldFrame label={label} hint={hint} error={problem ?? error}>
      {(control) => (
        <div className={styles.field}>
          <div className={styles.row}>
            <input
              {...control}
              aria-invalid={control['aria-invalid'] ?? (problem ? true : undefined)}
              aria-describedby={[statusId, control['aria-describedby']].filter(Boolean).join(' ')}
              type="text"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              data-autofocus={autoFocus ? true : undefined}
              value={value}
              maxLength={2000}
              readOnly={locked}
              placeholder={locked ? undefined : t.placeholder}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || !onEnter) return;
                event.preventDefault();
                onEnter();
              }}
            />
            {locked ? null : (
              <div className={styles.actions}>
                <Button small onClick={() => setPicking(true)} aria-label={t.chooseFor(label)}>
                  {t.choose}
                </Button>
                {value ? (
                  <Button small tone="ghost" onClick={() => onChange('')} aria-label={t.clearFor(label)}>
                    {t.clear}
                  </Button>
                ) : null}
              </div>
            )}
          </div>
          <StatusLine id={statusId} status={status} />
          <LinkPicker
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(address) => {
              setPicking(false);
              onChange(address);
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
}

/** What the address leads to; a problem is the field's error instead, said once. */
function StatusLine({ id, status }: { id: string; status: LinkStatus }) {
  const body = (() => {
    switch (status.tone) {
      case 'none':
      case 'error':
        return null;
      case 'checking':
      case 'unknown':
        return <span className={styles.statusText}>{status.text}</span>;
      case 'ok':
        return (
          <>
            <span className={styles.statusKind}>{status.kind}</span>
            <span className={styles.statusTitle}>{status.title}</span>
          </>
        );
      case 'warning':
        return (
          <>
            <span className={styles.statusKind}>{status.kind}</span>
            <span className={styles.statusTitle}>{status.title}</span>
            <span className={styles.warning}>{status.text}</span>
          </>
        );
    }
  })();
  return (
    <p id={id} className={styles.status} data-tone={status.tone} aria-live="polite">
      {body}
    </p>
  );
}
