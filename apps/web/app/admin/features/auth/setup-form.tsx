import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { HOME_PATH } from '../../lib/login-path.ts';
import { useSearch } from '../../lib/search-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CenteredPage, centeredStyles } from '../../components/centered-page.tsx';
import { PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';

export function SetupForm() {
  const t = useAdminText();
  const navigate = useNavigate();
  const params = useSearch();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(token ? null : t.setup.missingToken);
  const [issues, setIssues] = useState<AdminApiError | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    setIssues(null);
    try {
      await callAdmin('setup', {
        expectUnauthorized: true,
        body: {
          token,
          email: String(data.get('email') ?? '').trim(),
          name: String(data.get('name') ?? '').trim(),
          password: String(data.get('password') ?? ''),
        },
      });
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 400) setIssues(error);
      const invalidToken =
        error instanceof AdminApiError &&
        (error.status === 401 || error.status === 404 || error.status === 409);
      setFailure(invalidToken ? t.setup.invalidToken : errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredPage title={t.setup.title} subtitle={t.setup.subtitle}>
      <form className={centeredStyles.form} onSubmit={(event) => void onSubmit(event)}>
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
          error={issues?.issueFor('email')}
        />
        <TextField
          label={t.setup.name}
          name="name"
          autoComplete="name"
          required
          error={issues?.issueFor('name')}
        />
        <TextField
          label={t.login.password}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={t.account.passwordRules}
          error={issues?.issueFor('password')}
        />
        <Button type="submit" tone="primary" disabled={busy || !token || !hydrated}>
          {t.setup.submit}
        </Button>
      </form>
    </CenteredPage>
  );
}
