// Why the public site leaves out an item although it is published, as the server names it from the
// rules visitors' reads follow: one line in the list, and in the editor a notice that also says
// what the site leaves out and how to show it.
import { useAdminText } from '../../../lib/i18n.ts';
import type { AdminMessages } from '../../../locales/en.ts';
import type { ContentNotShownReason } from '../content-types.ts';
import type { FieldLabel } from '../fields/field-spec.ts';
import styles from '../content.module.css';

/** The field each reason is about, named in its words. */
const REASON_FIELD: Readonly<Record<ContentNotShownReason, FieldLabel>> = {
  'hidden-from-menu': 'showInMenu',
};

function reasonsText(t: AdminMessages, reasons: readonly ContentNotShownReason[]): string {
  const n = t.content.notShown;
  const why = reasons.map((reason) => n.reasons[reason](t.content.fields[REASON_FIELD[reason]]));
  return `${n.label}${n.separator}${why.join(n.and)}`;
}

/** The list's line under the status; nothing when the site shows the item. */
export function NotShownLine({ reasons }: { reasons: readonly ContentNotShownReason[] }) {
  const t = useAdminText();
  if (reasons.length === 0) return null;
  return <span className={styles.notShownLine}>{reasonsText(t, reasons)}</span>;
}

/** The editor's notice; nothing when the site shows the item. */
export function NotShownNotice({ reasons }: { reasons: readonly ContentNotShownReason[] }) {
  const t = useAdminText();
  if (reasons.length === 0) return null;
  return (
    <div className={styles.notShownNotice} role="note">
      <p className={styles.notShownTitle}>{reasonsText(t, reasons)}</p>
      {reasons.map((reason) => (
        <p key={reason} className={styles.notShownHint}>
          {t.content.notShown.hints[reason]}
        </p>
      ))}
    </div>
  );
}
