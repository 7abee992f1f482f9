// One user's row actions: change the role, disable / enable (confirmed), reset the password
// (confirmed, with the new password and the acting owner's own current password).
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextField } from '../../components/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import fieldStyles from '../../components/field.module.css';
import { ADMIN_ROLES, PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';
import type { AdminRole } from '@refit/contract/admin/roles';
import type { AdminUserRecord } from '@refit/contract/admin';

type Pending = 'disable' | 'reset' | null;

export function UserActions({ user, onChanged }: { user: AdminUserRecord; onChanged: () => void }) {
  const t = useAdminText();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentPasswordError, setCurrentPasswordError] = useState<string | undefined>();
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

  async function resetPassword() {
    setBusy(true);
    setPasswordError(undefined);
    setCurrentPasswordError(undefined);
    try {
      await callAdmin('resetPassword', { params: { id: user.id }, body: { password, currentPassword } });
      notifySuccess(t.users.passwordReset);
      closeReset();
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 400) {
        // Each field shows the server's issue about it (a wrong own password in the interface's
        // words); an issue about neither goes beside the new password.
        const current = error.issueFor('currentPassword');
        const next = error.issueFor('password');
        setCurrentPasswordError(current === 'is incorrect' ? t.account.wrongPassword : current);
        setPasswordError(next ?? (current === undefined ? t.errors.validation : undefined));
      } else failed(error);
    } finally {
      setBusy(false);
    }
  }

  function closeReset() {
    setPending(null);
    setPassword('');
    setCurrentPassword('');
    setPasswordError(undefined);
    setCurrentPasswordError(undefined);
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' }}>
      <select
        className={fieldStyles.control}
        style={{ width: 'auto', minHeight: 32, paddingBlock: 2 }}
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
      <ConfirmDialog
        open={pending === 'reset'}
        title={t.users.resetPassword}
        message={t.users.confirmReset(name)}
        confirmLabel={t.users.resetPassword}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => void resetPassword()}
        onClose={closeReset}
      >
        <TextField
          label={t.users.yourPassword}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          hint={t.users.yourPasswordHint}
          error={currentPasswordError}
        />
        <TextField
          label={t.users.newPassword}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t.users.passwordRules}
          error={passwordError}
        />
      </ConfirmDialog>
    </div>
  );
}
