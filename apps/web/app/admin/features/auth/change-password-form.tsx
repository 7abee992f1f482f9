// The signed-in user's own password: the current one, then a new one (other sessions end).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import styles from './account.module.css';
import { PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';

export function ChangePasswordForm() {
  const t = useAdminText();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      await callAdmin('password', {
        expectUnauthorized: true,
        body: {
          currentPassword: String(data.get('currentPassword') ?? ''),
          newPassword: String(data.get('newPassword') ?? ''),
        },
      });
      form.reset();
      notifySuccess(t.account.passwordChanged);
    } catch (error) {
      if (
        error instanceof AdminApiError &&
        (error.status === 401 || error.status === 403) &&
        !error.issueFor('newPassword')
      ) {
        setErrors({ currentPassword: t.account.wrongPassword });
      } else if (error instanceof AdminApiError && error.status === 400) {
        setErrors({
          currentPassword: error.issueFor('currentPassword'),
          newPassword: error.issueFor('newPassword') ?? t.errors.validation,
        });
      } else {
        notifyError(errorText(error, t));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="change-password"
    >
      <h2 id="change-password" className={styles.title}>
        {t.account.changePassword}
      </h2>
      <TextField
        label={t.account.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <TextField
        label={t.account.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        hint={t.account.passwordRules}
        error={errors.newPassword}
      />
      <div>
        <Button type="submit" tone="primary" disabled={busy}>
          {busy ? t.common.saving : t.account.changePassword}
        </Button>
      </div>
    </form>
  );
}
