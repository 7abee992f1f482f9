// Short confirmations and failures in a polite live region (sonner), styled for the admin.
import { Toaster, toast } from 'sonner';

export function AdminToaster({ label }: { label: string }) {
  return (
    <Toaster
      position="bottom-right"
      theme="dark"
      containerAriaLabel={label}
      toastOptions={{
        style: {
          background: 'var(--admin-panel-raised)',
          color: 'var(--admin-text)',
          border: '1px solid var(--admin-line-strong)',
          fontFamily: 'var(--font-sans)',
        },
      }}
    />
  );
}

export function notifySuccess(message: string): void {
  toast.success(message);
}

export function notifyError(message: string): void {
  toast.error(message);
}
