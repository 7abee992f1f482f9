// A new account: e-mail, name, role and an initial password (the server's rules shown beside it).
import { Dialog } from '../../components/overlay/dialog.tsx';
import { DialogForm } from '../../components/overlay/dialog-form.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField, NewPasswordField } from '../../components/form/text-field.tsx';
import { notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { FormError } from '../../components/form/form-error.tsx';
import { SubmitButton } from '../../components/button.tsx';
import { ADMIN_ROLES } from '@refit/contract/admin/roles';
import type { AdminRole } from '@refit/contract/admin/roles';

interface NewUserValues {
  email: string;
  name: string;
  role: AdminRole;
  password: string;
}

const BLANK: NewUserValues = { email: '', name: '', role: 'sales', password: '' };

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
  const form = useAdminForm<NewUserValues>({ defaultValues: BLANK });

  function close() {
    form.reset(BLANK);
    onClose();
  }

  const onSubmit = form.submitWith(
    async ({ email, name, role, password }) => {
      await callAdmin('createUser', { body: { email: email.trim(), name: name.trim(), role, password } });
      notifySuccess(t.users.created);
      onCreated();
      close();
    },
    (error) =>
      error instanceof AdminApiError && error.status === 409
        ? { field: 'email', message: t.users.emailTaken }
        : undefined,
  );

  return (
    <Dialog open={open} title={t.users.createTitle} closeLabel={t.common.close} onClose={close}>
      <DialogForm
        onSubmit={(event) => void onSubmit(event)}
        cancelLabel={t.common.cancel}
        onCancel={close}
        submit={
          <SubmitButton busy={form.busy} busyLabel={t.common.saving}>
            {t.users.create}
          </SubmitButton>
        }
      >
        <FormError message={form.formError} />
        <TextField label={t.users.email} type="email" required autoComplete="off" {...form.field('email')} />
        <TextField label={t.users.name} required autoComplete="off" {...form.field('name')} />
        <SelectField
          label={t.users.role}
          options={ADMIN_ROLES.map((role) => ({ value: role, label: t.roles[role] }))}
          {...form.field('role')}
        />
        <NewPasswordField label={t.users.password} {...form.field('password')} />
      </DialogForm>
    </Dialog>
  );
}
