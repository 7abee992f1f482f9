// /admin/invite/<token>: the page a colleague opens from an invitation. It checks the link first
// and says plainly when it cannot be used (expired, withdrawn, used, replaced, never issued);
// otherwise the colleague chooses a name and password and lands in the admin signed in.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink, SubmitButton } from '../../components/button.tsx';
import { CenteredPage, centeredStyles } from '../../components/centered-page.tsx';
import { FormError } from '../../components/form/form-error.tsx';
import { TextField, NewPasswordField } from '../../components/form/text-field.tsx';
import { LoadingState } from '../../components/state.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { HOME_PATH, LOGIN_PATH } from '../../lib/login-path.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { stateOfRefusal } from './invitation-state.ts';
import type { InvitationState } from './invitation-state.ts';

interface AcceptValues {
  name: string;
  password: string;
}

export function AcceptInvitationForm() {
  const t = useAdminText();
  const a = t.invite.accept;
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [state, setState] = useState<InvitationState>({ kind: 'checking' });
  const form = useAdminForm<AcceptValues>({ defaultValues: { name: '', password: '' } });
  const { reset } = form;

  useEffect(() => {
    const controller = new AbortController();
    callAdmin('lookupInvitation', { body: { token }, signal: controller.signal, expectUnauthorized: true })
      .then((invitation) => {
        setState({ kind: 'open', invitation });
        reset({ name: invitation.name, password: '' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState(stateOfRefusal(error) ?? { kind: 'failed', error });
      });
    return () => controller.abort();
  }, [token, reset]);

  const onSubmit = form.submitWith(
    async ({ name, password }) => {
      try {
        await callAdmin('acceptInvitation', {
          body: { token, name: name.trim(), password },
          expectUnauthorized: true,
        });
      } catch (error) {
        // The link stopped working while the form was open (used elsewhere, withdrawn, expired).
        const closed = stateOfRefusal(error);
        if (closed) return setState(closed);
        throw error;
      }
      await navigate(HOME_PATH, { replace: true });
    },
    (error) =>
      error instanceof AdminApiError && error.status === 409 ? { message: a.hasAccount } : undefined,
  );

  if (state.kind === 'checking') {
    return (
      <CenteredPage title={a.title}>
        <LoadingState label={a.checking} />
      </CenteredPage>
    );
  }
  if (state.kind !== 'open') {
    const message =
      state.kind === 'closed'
        ? a.closed[state.reason]
        : state.kind === 'unknown'
          ? a.unknown
          : errorText(state.error, t);
    return (
      <CenteredPage title={a.title}>
        <p className={centeredStyles.info} role="alert">
          {message}
        </p>
        <ButtonLink to={LOGIN_PATH}>{a.toSignIn}</ButtonLink>
      </CenteredPage>
    );
  }

  const { invitation } = state;
  return (
    <CenteredPage title={a.title} subtitle={a.subtitle}>
      <p className={centeredStyles.info}>{a.invitedAs(t.roles[invitation.role], invitation.email)}</p>
      <form className={centeredStyles.form} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={form.formError} />
        {/* The account's e-mail, for the browser's password manager; it is fixed by the invitation. */}
        <TextField label={a.email} type="email" autoComplete="username" readOnly value={invitation.email} />
        <TextField label={a.name} autoComplete="name" required {...form.field('name')} />
        <NewPasswordField label={a.password} {...form.field('password')} />
        <SubmitButton busy={form.busy} busyLabel={a.submitting}>
          {a.submit}
        </SubmitButton>
      </form>
    </CenteredPage>
  );
}
