// Two-step sign-in: begin (QR code and key), confirm with a code, or turn off with the password.
import { useState } from 'react';
import { Badge } from '../../components/badge.tsx';
import { Button, SubmitButton } from '../../components/button.tsx';
import { TextField, CurrentPasswordField } from '../../components/form/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminSession } from '../../lib/session.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { FormError } from '../../components/form/form-error.tsx';
import styles from './account.module.css';
import type { TotpBeginResult } from '@refit/contract/admin';

export function TotpPanel() {
  const t = useAdminText();
  const { user, reload } = useAdminSession();
  const [setup, setSetup] = useState<TotpBeginResult | null>(null);
  const [starting, setStarting] = useState(false);

  async function begin() {
    setStarting(true);
    try {
      setSetup(await callAdmin('totpBegin'));
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setStarting(false);
    }
  }

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
        <DisableForm onDone={reload} />
      ) : setup ? (
        <ConfirmForm
          setup={setup}
          onDone={() => {
            setSetup(null);
            reload();
          }}
        />
      ) : (
        <div>
          <Button tone="primary" onClick={() => void begin()} disabled={starting}>
            {t.account.totpBegin}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A refused password or code is a message beside its field. */
function refusedAt<T extends 'password' | 'code'>(field: T, message: string) {
  return (error: unknown) =>
    error instanceof AdminApiError && (error.status === 400 || error.status === 401)
      ? { field, message }
      : undefined;
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const t = useAdminText();
  const form = useAdminForm<{ password: string }>({ defaultValues: { password: '' } });
  const onSubmit = form.submitWith(
    async (body) => {
      await callAdmin('totpDisable', { body, expectUnauthorized: true });
      notifySuccess(t.account.totpDisabled);
      onDone();
    },
    refusedAt('password', t.account.wrongPassword),
  );
  return (
    <form
      className={styles.panel}
      style={{ padding: 0, border: 0, boxShadow: 'none' }}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormError message={form.formError} />
      <CurrentPasswordField label={t.account.totpPassword} {...form.field('password')} />
      <div>
        <SubmitButton tone="danger" busy={form.busy}>
          {t.account.totpDisable}
        </SubmitButton>
      </div>
    </form>
  );
}

function ConfirmForm({ setup, onDone }: { setup: TotpBeginResult; onDone: () => void }) {
  const t = useAdminText();
  const form = useAdminForm<{ code: string }>({ defaultValues: { code: '' } });
  const onSubmit = form.submitWith(
    async ({ code }) => {
      await callAdmin('totpConfirm', { body: { code: code.trim() }, expectUnauthorized: true });
      notifySuccess(t.account.totpEnabled);
      onDone();
    },
    refusedAt('code', t.login.totpWrong),
  );
  return (
    <form style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={(event) => void onSubmit(event)}>
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
      <FormError message={form.formError} />
      <TextField
        label={t.account.totpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...form.field('code')}
      />
      <div>
        <SubmitButton busy={form.busy}>{t.account.totpConfirm}</SubmitButton>
      </div>
    </form>
  );
}
