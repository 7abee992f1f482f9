// Owners: site-wide security settings (for now, whether every owner must use two-step sign-in).
// Saved as soon as the switch changes; the session is reloaded because turning the requirement on
// may oblige this owner too.
import { useState } from 'react';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { QueryFallback } from '../../components/query-fallback.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminSession } from '../../lib/session.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import styles from './account.module.css';
import type { SecuritySettings } from '@refit/contract/admin';

export function SecurityPanel() {
  const t = useAdminText();
  const { user, reload: reloadSession } = useAdminSession();
  const settings = useAdminQuery('security-settings', (signal) =>
    callAdmin('getSecuritySettings', { signal }),
  );
  // The value just saved, shown until the next read agrees.
  const [saved, setSaved] = useState<SecuritySettings | null>(null);
  const [busy, setBusy] = useState(false);
  const current = saved ?? settings.data;

  async function change(requireTotpForOwners: boolean) {
    setBusy(true);
    try {
      setSaved(await callAdmin('updateSecuritySettings', { body: { requireTotpForOwners } }));
      notifySuccess(t.account.securitySaved);
      reloadSession();
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="security-title">
      <h2 id="security-title" className={styles.title}>
        {t.account.securityTitle}
      </h2>
      {current ? (
        <>
          <SwitchField
            label={t.account.requireTotp}
            hint={t.account.requireTotpHint}
            checked={current.requireTotpForOwners}
            disabled={busy}
            aria-busy={busy || undefined}
            onChange={(event) => void change(event.currentTarget.checked)}
          />
          {!user.totpEnabled && !current.requireTotpForOwners ? (
            <p className={styles.text}>{t.account.requireTotpSelf}</p>
          ) : null}
        </>
      ) : (
        <QueryFallback error={settings.error} onRetry={settings.reload} />
      )}
    </section>
  );
}
