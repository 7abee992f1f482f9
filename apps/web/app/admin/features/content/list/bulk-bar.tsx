// Publish, unpublish or delete the selected items at once, each after a confirmation; a delete
// the server refuses (other items depend on one) lists what depends on it.
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/overlay/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../components/overlay/toast.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminText } from '../../../lib/i18n.ts';
import { bulkContent } from '../content-api.ts';
import type { BulkAction, ContentType } from '../content-types.ts';
import { showRefusal } from './dependents.ts';
import type { Dependent } from './dependents.ts';
import styles from '../content.module.css';

export function BulkBar({ type, ids, onDone }: { type: ContentType; ids: number[]; onDone: () => void }) {
  const t = useAdminText();
  const b = t.content.bulk;
  const [action, setAction] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [dependents, setDependents] = useState<Dependent[]>([]);

  async function run(chosen: BulkAction) {
    setBusy(true);
    try {
      const { done } = await bulkContent(type, chosen, ids);
      notifySuccess(b.done[chosen](done));
      setAction(null);
      onDone();
    } catch (error) {
      showRefusal(error, setDependents, (failure) => notifyError(errorText(failure, t)));
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setAction(null);
    setDependents([]);
  };

  return (
    <div className={styles.bulkBar} role="group" aria-label={b.confirmTitle.publish}>
      <span className={styles.bulkCount}>{t.content.selected(ids.length)}</span>
      <Button small disabled={ids.length === 0} onClick={() => setAction('publish')}>
        {b.publish}
      </Button>
      <Button small disabled={ids.length === 0} onClick={() => setAction('unpublish')}>
        {b.unpublish}
      </Button>
      <Button small tone="danger" disabled={ids.length === 0} onClick={() => setAction('delete')}>
        {b.delete}
      </Button>
      <ConfirmDialog
        open={action !== null}
        title={action ? b.confirmTitle[action] : ''}
        message={action ? b.confirm[action](ids.length) : ''}
        confirmLabel={action ? b[action] : ''}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => {
          if (action) void run(action);
        }}
        onClose={close}
      >
        {dependents.length > 0 ? <DependentList dependents={dependents} /> : null}
      </ConfirmDialog>
    </div>
  );
}

export function DependentList({ dependents }: { dependents: Dependent[] }) {
  const t = useAdminText();
  return (
    <div className={styles.dependents} role="alert">
      <p>{t.content.bulk.dependents}</p>
      <ul>
        {dependents.map((dependent) => (
          <li key={`${dependent.type}:${dependent.id}`}>
            <a href={`/admin/content/${dependent.type}/${dependent.id}`}>
              {t.content.types[dependent.type]} · {dependent.title || `#${dependent.id}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
