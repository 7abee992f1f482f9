// A labelled input (or textarea) with an optional hint and an error tied to it for screen readers;
// the two password inputs are marked as browsers' password managers expect: the password a person
// signs in with, and a new one, with the server's rules said beside it.
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';
import { useAdminText } from '../../lib/i18n.ts';
import { FieldFrame } from './field-frame.tsx';
import type { FieldChrome } from './field-frame.tsx';

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} {...area} />}
    </FieldFrame>
  );
}

type PasswordFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'> & { ref?: Ref<HTMLInputElement> };

/** The password the person already has: to sign in, or to confirm a change they make. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" required {...props} />;
}

/** A password being chosen, for oneself or for another account. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'hint'>) {
  const t = useAdminText();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      required
      hint={t.account.passwordRules}
      {...props}
    />
  );
}
