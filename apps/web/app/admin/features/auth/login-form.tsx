import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { safeNext } from '../../lib/login-path.ts';
import { useSearch } from '../../lib/search-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CenteredPage, centeredStyles } from '../../components/centered-page.tsx';
import { loginFailure } from './login-failure.ts';

export function LoginForm() {
  const t = useAdminText();
  const navigate = useNavigate();
  const params = useSearch();
  const [needsTotp, setNeedsTotp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const totpRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const totp = String(data.get('totp') ?? '').trim();
    const missing: Record<string, string> = {};
    if (!email) missing.email = t.login.required;
    if (!password) missing.password = t.login.required;
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;

    setBusy(true);
    setFailure(null);
    try {
      await callAdmin('login', {
        body: { email, password, ...(needsTotp && totp ? { totp } : {}) },
        expectUnauthorized: true,
      });
      await navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      if (error instanceof AdminApiError && error.totpRequired) {
        setNeedsTotp(true);
        requestAnimationFrame(() => totpRef.current?.focus());
      }
      if (error instanceof AdminApiError && error.status === 400) {
        setFieldErrors(
          Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
      }
      setFailure(loginFailure(error, t, needsTotp && totp !== ''));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredPage title={t.login.title} subtitle={t.login.subtitle}>
      {params.get('expired') && !failure ? (
        <p className={centeredStyles.info} role="status">
          {t.login.expired}
        </p>
      ) : null}
      <form className={centeredStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure ? (
          <p className={centeredStyles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <TextField
          label={t.login.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fieldErrors.email}
        />
        <TextField
          label={t.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        {needsTotp ? (
          <TextField
            ref={totpRef}
            label={t.login.totp}
            hint={t.login.totpHint}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            error={fieldErrors.totp}
          />
        ) : null}
        <Button type="submit" tone="primary" disabled={busy || !hydrated}>
          {busy ? t.login.submitting : t.login.submit}
        </Button>
      </form>
    </CenteredPage>
  );
}
