// Tells when a backup that was asked for ends while the panel is open: a notice in words (made, or
// failed) and a call to reload what it changed (the archives). A backup ended before the page
// opened is not told again.
import { useEffect, useRef } from 'react';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import type { BackupState } from '@refit/contract/admin';

export function useBackupEnd(state: BackupState | undefined, onEnd: () => void): void {
  const t = useAdminText();
  const wasAsked = useRef(false);
  const asked = state !== undefined && state.request !== null;
  const last = state?.last ?? null;
  useEffect(() => {
    if (wasAsked.current && !asked && state !== undefined) {
      if (last?.ok) notifySuccess(t.backups.made(last.file ?? ''));
      else notifyError(t.backups.failedNow);
      onEnd();
    }
    wasAsked.current = asked;
    // Only the change of `asked` is an event; the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}
