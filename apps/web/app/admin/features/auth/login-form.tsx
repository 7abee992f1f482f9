import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField, CurrentPasswordField } from '../../components/form/text-field.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { safeNext } from '../../lib/login-path.ts';
import { useSearch } from '../../lib/search-form.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CenteredPage, centeredStyles } from '../../components/centered-page.tsx';
import { FormError } from '../../components/form/form-error.tsx';
import { SubmitButton } from '../../components/button.tsx';
import { loginFailure } from './login-failure.ts';

interface LoginValues {
  email: string;
  password: string;
  totp: string;
}

export function LoginForm() {
  const t = useAdminText();
  const navigate = useNavigate();
  const params = useSearch();
  const [needsTotp, setNeedsTotp] = useState(false);
  const form = useAdminForm<LoginValues>({ defaultValues: { email: '', password: '', totp: '' } });
  const hydrated = useHydrated();

  const onSubmit = form.submitWith(
    async ({ email, password, totp }) => {
      const code = totp.trim();
      try {
        await callAdmin('login', {
          body: { email: email.trim(), password, ...(needsTotp && code ? { totp: code } : {}) },
          expectUnauthorized: true,
        });
      } catch (error) {
        if (error instanceof AdminApiError && error.totpRequired) {
          setNeedsTotp(true);
          requestAnimationFrame(() => form.setFocus('totp'));
        }
        throw error;
      }
      await navigate(safeNext(params.get('next')), { replace: true });
    },
    (error) => ({ message: loginFailure(error, t, needsTotp && form.getValues('totp').trim() !== '') }),
  );

  return (
    <CenteredPage title={t.login.title} subtitle={t.login.subtitle}>
      {params.get('expired') && !form.formError ? (
        <p className={centeredStyles.info} role="status">
          {t.login.expired}
        </p>
      ) : null}
      <form className={centeredStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormError message={form.formError} />
        <TextField
          label={t.login.email}
          type="email"
          autoComplete="username"
          required
          {...form.field('email', { validate: (value) => value.trim() !== '' || t.login.required })}
        />
        <CurrentPasswordField
          label={t.login.password}
          {...form.field('password', { required: t.login.required })}
        />
        {needsTotp ? (
          <TextField
            label={t.login.totp}
            hint={t.login.totpHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            {...form.field('totp')}
          />
        ) : null}
        <SubmitButton busy={form.busy} busyLabel={t.login.submitting} disabled={!hydrated}>
          {t.login.submit}
        </SubmitButton>
      </form>
    </CenteredPage>
  );
}
