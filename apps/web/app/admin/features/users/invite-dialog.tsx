// Inviting a colleague: e-mail, an optional name and a role chosen by what it may do; then the
// one-time link to copy, with whether it was e-mailed too.
import { useState } from 'react';
import type { CreateInvitationResult } from '@refit/contract/admin';
import type { AdminRole } from '@refit/contract/admin/roles';
import { Button, SubmitButton } from '../../components/button.tsx';
import { FormError } from '../../components/form/form-error.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Dialog, DialogActions } from '../../components/overlay/dialog.tsx';
import { DialogForm } from '../../components/overlay/dialog-form.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { InviteLink } from './invite-link.tsx';
import { RoleChoice } from './role-choice.tsx';

interface InviteValues {
  email: string;
  name: string;
  role: AdminRole;
}

const BLANK: InviteValues = { email: '', name: '', role: 'editor' };

export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const form = useAdminForm<InviteValues>({ defaultValues: BLANK });
  const [made, setMade] = useState<CreateInvitationResult | null>(null);

  function close() {
    form.reset(BLANK);
    setMade(null);
    onClose();
  }

  const onSubmit = form.submitWith(
    async ({ email, name, role }) => {
      setMade(
        await callAdmin('createInvitation', { body: { email: email.trim(), name: name.trim(), role, lang } }),
      );
      onInvited();
    },
    (error) =>
      error instanceof AdminApiError && error.status === 409 && error.issueFor('email')
        ? { field: 'email', message: t.invite.hasAccount }
        : undefined,
  );

  return (
    <Dialog
      open={open}
      title={made ? t.invite.readyTitle : t.invite.title}
      closeLabel={t.common.close}
      onClose={close}
    >
      {made ? (
        <>
          <InviteLink made={made} />
          <DialogActions>
            <Button tone="primary" onClick={close}>
              {t.invite.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogForm
          onSubmit={(event) => void onSubmit(event)}
          cancelLabel={t.common.cancel}
          onCancel={close}
          submit={
            <SubmitButton busy={form.busy} busyLabel={t.invite.submitting}>
              {t.invite.submit}
            </SubmitButton>
          }
        >
          <p style={{ margin: 0, color: 'var(--admin-muted)' }}>{t.invite.intro}</p>
          <FormError message={form.formError} />
          <TextField
            label={t.invite.email}
            type="email"
            required
            autoComplete="off"
            {...form.field('email')}
          />
          <TextField
            label={t.invite.name}
            autoComplete="off"
            hint={t.invite.nameHint}
            {...form.field('name')}
          />
          <RoleChoice label={t.invite.role} {...form.field('role')} />
        </DialogForm>
      )}
    </Dialog>
  );
}
