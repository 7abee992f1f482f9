// "Are you sure?" before a destructive action, optionally with a field (a new password).
import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { Dialog } from './dialog.tsx';
import { DialogForm } from './dialog-form.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onClose, children } = props;
  return (
    <Dialog open={open} title={title} closeLabel={cancelLabel} onClose={onClose}>
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        cancelLabel={cancelLabel}
        onCancel={onClose}
        submit={
          <Button type="submit" tone="danger" disabled={busy}>
            {confirmLabel}
          </Button>
        }
      >
        <p style={{ margin: 0 }}>{message}</p>
        {children}
      </DialogForm>
    </Dialog>
  );
}
