import { useNavigate } from 'react-router';
import { TextField, NewPasswordField } from '../../components/form/text-field.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { HOME_PATH } from '../../lib/login-path.ts';
import { useSearch } from '../../lib/search-form.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CenteredPage, centeredStyles } from '../../components/centered-page.tsx';
import { FormError } from '../../components/form/form-error.tsx';
import { SubmitButton } from '../../components/button.tsx';

interface SetupValues {
  email: string;
  name: string;
  password: string;
}

export function SetupForm() {
  const t = useAdminText();
  const navigate = useNavigate();
  const params = useSearch();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const form = useAdminForm<SetupValues>({ defaultValues: { email: '', name: '', password: '' } });

  const onSubmit = form.submitWith(
    async ({ email, name, password }) => {
      await callAdmin('setup', {
        expectUnauthorized: true,
        body: { token, email: email.trim(), name: name.trim(), password },
      });
      await navigate(HOME_PATH, { replace: true });
    },
    (error) =>
      error instanceof AdminApiError && [401, 404, 409].includes(error.status)
        ? { message: t.setup.invalidToken }
        : undefined,
  );
  const failure = form.formError ?? (token ? undefined : t.setup.missingToken);

  return (
    <CenteredPage title={t.setup.title} subtitle={t.setup.subtitle}>
      <form className={centeredStyles.form} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={failure} />
        <TextField
          label={t.login.email}
          type="email"
          autoComplete="username"
          required
          {...form.field('email')}
        />
        <TextField label={t.setup.name} autoComplete="name" required {...form.field('name')} />
        <NewPasswordField label={t.login.password} {...form.field('password')} />
        <SubmitButton busy={form.busy} disabled={!token || !hydrated}>
          {t.setup.submit}
        </SubmitButton>
      </form>
    </CenteredPage>
  );
}
