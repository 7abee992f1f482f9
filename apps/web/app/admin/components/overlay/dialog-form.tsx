// A form in a dialog: its content in one column, then a cancel button and the form's own submit
// button at the foot.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button.tsx';
import { DialogActions } from './dialog.tsx';

export function DialogForm({
  onSubmit,
  cancelLabel,
  onCancel,
  submit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelLabel: string;
  onCancel: () => void;
  /** The submit button. */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={onSubmit}>
      {children}
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        {submit}
      </DialogActions>
    </form>
  );
}
