// Asked when the router is about to leave a form with unsaved changes.
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../components/overlay/confirm-dialog.tsx';
import { useAdminText } from '../../lib/i18n.ts';

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const e = useAdminText().content.editor;
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={e.leaveTitle}
      message={e.leaveMessage}
      confirmLabel={e.leave}
      cancelLabel={e.stay}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
