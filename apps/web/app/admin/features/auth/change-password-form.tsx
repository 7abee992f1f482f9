// The signed-in user's own password: the current one, then a new one (other sessions end).
import { FormError } from '../../components/form/form-error.tsx';
import { CurrentPasswordField, NewPasswordField } from '../../components/form/text-field.tsx';
import { SubmitButton } from '../../components/button.tsx';
import { notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import styles from './account.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

export function ChangePasswordForm() {
  const t = useAdminText();
  const form = useAdminForm<PasswordValues>({ defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = form.submitWith(
    async (body) => {
      await callAdmin('password', { expectUnauthorized: true, body });
      form.reset();
      notifySuccess(t.account.passwordChanged);
    },
    (error) =>
      error instanceof AdminApiError &&
      (error.status === 401 || error.status === 403) &&
      !error.issueFor('newPassword')
        ? { field: 'currentPassword', message: t.account.wrongPassword }
        : undefined,
  );

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="change-password"
    >
      <h2 id="change-password" className={styles.title}>
        {t.account.changePassword}
      </h2>
      <FormError message={form.formError} />
      <CurrentPasswordField label={t.account.currentPassword} {...form.field('currentPassword')} />
      <NewPasswordField label={t.account.newPassword} {...form.field('newPassword')} />
      <div>
        <SubmitButton busy={form.busy} busyLabel={t.common.saving}>
          {t.account.changePassword}
        </SubmitButton>
      </div>
    </form>
  );
}
