// A new account: e-mail, name, role and an initial password (the server's rules shown beside it).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Dialog, DialogActions } from '../../components/dialog.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { notifySuccess } from '../../components/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { ADMIN_ROLES, PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';
import type { AdminRole } from '@refit/contract/admin/roles';

export function CreateUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useAdminText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminApiError | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function close() {
    setFailure(null);
    setMessage(null);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    setMessage(null);
    try {
      await callAdmin('createUser', {
        body: {
          email: String(data.get('email') ?? '').trim(),
          name: String(data.get('name') ?? '').trim(),
          role: String(data.get('role') ?? 'sales') as AdminRole, // one of the select's options
          password: String(data.get('password') ?? ''),
        },
      });
      notifySuccess(t.users.created);
      onCreated();
      close();
    } catch (error) {
      if (error instanceof AdminApiError) setFailure(error);
      setMessage(
        error instanceof AdminApiError && error.status === 409 ? t.users.emailTaken : errorText(error, t),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} title={t.users.createTitle} closeLabel={t.common.close} onClose={close}>
      <form style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={(event) => void onSubmit(event)}>
        {message ? (
          <p role="alert" style={{ margin: 0, color: 'var(--admin-danger)' }}>
            {message}
          </p>
        ) : null}
        <TextField
          label={t.users.email}
          name="email"
          type="email"
          required
          autoComplete="off"
          error={failure?.issueFor('email')}
        />
        <TextField
          label={t.users.name}
          name="name"
          required
          autoComplete="off"
          error={failure?.issueFor('name')}
        />
        <SelectField
          label={t.users.role}
          name="role"
          defaultValue="sales"
          options={ADMIN_ROLES.map((role) => ({ value: role, label: t.roles[role] }))}
          error={failure?.issueFor('role')}
        />
        <TextField
          label={t.users.password}
          name="password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          hint={t.users.passwordRules}
          error={failure?.issueFor('password')}
        />
        <DialogActions>
          <Button onClick={close}>{t.common.cancel}</Button>
          <Button type="submit" tone="primary" disabled={busy}>
            {busy ? t.common.saving : t.users.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
