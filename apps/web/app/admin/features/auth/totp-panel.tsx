// Two-step sign-in: begin (QR code and key), confirm with a code, or turn off with the password.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminSession } from '../../lib/session.ts';
import styles from './account.module.css';
import type { TotpBeginResult } from '@refit/contract/admin';

export function TotpPanel() {
  const t = useAdminText();
  const { user, reload } = useAdminSession();
  const [setup, setSetup] = useState<TotpBeginResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function run(call: () => Promise<void>) {
    setBusy(true);
    setFieldError(undefined);
    try {
      await call();
    } catch (error) {
      if (error instanceof AdminApiError && (error.status === 400 || error.status === 401))
        setFieldError(t.login.totpWrong);
      else notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  const begin = () => run(async () => setSetup(await callAdmin('totpBegin')));

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      await callAdmin('totpConfirm', { body: { code }, expectUnauthorized: true });
      setSetup(null);
      notifySuccess(t.account.totpEnabled);
      reload();
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void run(async () => {
      await callAdmin('totpDisable', { body: { password }, expectUnauthorized: true });
      notifySuccess(t.account.totpDisabled);
      reload();
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="totp-title">
      <h2 id="totp-title" className={styles.title}>
        {t.account.totpTitle}
      </h2>
      <p className={styles.text}>
        <Badge tone={user.totpEnabled ? 'success' : 'neutral'}>
          {user.totpEnabled ? t.account.totpOn : t.account.totpOff}
        </Badge>
      </p>
      {user.mustSetUpTotp && !user.totpEnabled ? (
        <p className={styles.text}>{t.account.totpRequiredNotice}</p>
      ) : null}
      {user.totpEnabled ? (
        <form
          className={styles.panel}
          style={{ padding: 0, border: 0, boxShadow: 'none' }}
          onSubmit={disable}
        >
          <TextField
            label={t.account.totpPassword}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError}
          />
          <div>
            <Button type="submit" tone="danger" disabled={busy}>
              {t.account.totpDisable}
            </Button>
          </div>
        </form>
      ) : setup ? (
        <form style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={confirm}>
          <p className={styles.text}>{t.account.totpScan}</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={setup.otpauthUri}
            width={180}
            height={180}
          />
          <p className={styles.text}>
            {t.account.totpSecret}: <span className={styles.secret}>{setup.secret}</span>
          </p>
          <TextField
            label={t.account.totpCode}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={fieldError}
          />
          <div>
            <Button type="submit" tone="primary" disabled={busy}>
              {t.account.totpConfirm}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button tone="primary" onClick={() => void begin()} disabled={busy}>
            {t.account.totpBegin}
          </Button>
        </div>
      )}
    </section>
  );
}
