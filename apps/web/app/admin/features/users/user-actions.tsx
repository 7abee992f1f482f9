// One user's row actions: change the role, disable / enable (confirmed), reset the password
// (confirmed, with the new password and the acting owner's own current password).
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/overlay/confirm-dialog.tsx';
import { CurrentPasswordField, NewPasswordField } from '../../components/form/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { FormError } from '../../components/form/form-error.tsx';
import fieldStyles from '../../components/form/field.module.css';
import { ADMIN_ROLES } from '@refit/contract/admin/roles';
import type { AdminRole } from '@refit/contract/admin/roles';
import type { AdminUserRecord } from '@refit/contract/admin';

type Pending = 'disable' | 'reset' | null;

export function UserActions({ user, onChanged }: { user: AdminUserRecord; onChanged: () => void }) {
  const t = useAdminText();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const name = user.name || user.email;

  function failed(error: unknown) {
    const lastOwner = error instanceof AdminApiError && error.status === 409;
    notifyError(lastOwner ? t.users.lastOwner : errorText(error, t));
  }

  async function update(body: { role?: AdminRole; disabled?: boolean }) {
    setBusy(true);
    try {
      await callAdmin('updateUser', { params: { id: user.id }, body });
      notifySuccess(t.users.updated);
      setPending(null);
      onChanged();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' }}>
      <select
        className={fieldStyles.control}
        style={{ width: 'auto', height: 32, minHeight: 32, paddingBlock: 2, fontSize: 'var(--text-xs)' }}
        aria-label={`${t.users.changeRole}: ${name}`}
        value={user.role}
        disabled={busy}
        onChange={(event) => void update({ role: event.target.value as AdminRole })}
      >
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </select>
      {user.disabled ? (
        <Button small onClick={() => void update({ disabled: false })} disabled={busy}>
          {t.users.enable}
        </Button>
      ) : (
        <Button
          small
          tone="danger"
          onClick={() => setPending('disable')}
          aria-label={`${t.users.disable}: ${name}`}
        >
          {t.users.disable}
        </Button>
      )}
      <Button small onClick={() => setPending('reset')} aria-label={`${t.users.resetPassword}: ${name}`}>
        {t.users.resetPassword}
      </Button>
      <ConfirmDialog
        open={pending === 'disable'}
        title={t.users.disable}
        message={t.users.confirmDisable(name)}
        confirmLabel={t.users.disable}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => void update({ disabled: true })}
        onClose={() => setPending(null)}
      />
      <ResetPasswordDialog user={user} open={pending === 'reset'} onClose={() => setPending(null)} />
    </div>
  );
}

interface ResetValues {
  currentPassword: string;
  password: string;
}

/** Another account's new password, with the acting owner's own password. */
function ResetPasswordDialog({
  user,
  open,
  onClose,
}: {
  user: AdminUserRecord;
  open: boolean;
  onClose: () => void;
}) {
  const t = useAdminText();
  const form = useAdminForm<ResetValues>({ defaultValues: { currentPassword: '', password: '' } });

  function close() {
    form.reset();
    onClose();
  }

  const onSubmit = form.submitWith(
    async (body) => {
      await callAdmin('resetPassword', { params: { id: user.id }, body });
      notifySuccess(t.users.passwordReset);
      close();
    },
    (error) =>
      error instanceof AdminApiError && error.issueFor('currentPassword') === 'is incorrect'
        ? { field: 'currentPassword', message: t.account.wrongPassword }
        : undefined,
  );

  return (
    <ConfirmDialog
      open={open}
      title={t.users.resetPassword}
      message={t.users.confirmReset(user.name || user.email)}
      confirmLabel={t.users.resetPassword}
      cancelLabel={t.common.cancel}
      busy={form.busy}
      onConfirm={() => void onSubmit()}
      onClose={close}
    >
      <FormError message={form.formError} />
      <CurrentPasswordField
        label={t.users.yourPassword}
        hint={t.users.yourPasswordHint}
        {...form.field('currentPassword')}
      />
      <NewPasswordField label={t.users.newPassword} {...form.field('password')} />
    </ConfirmDialog>
  );
}
