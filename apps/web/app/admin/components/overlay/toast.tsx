// Short confirmations and failures in a polite live region. A tiny store of its own (rather than
// a toast library) keeps the admin's dependencies apart from the public pages' chunks.
import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

interface Toast {
  id: number;
  tone: 'success' | 'error';
  message: string;
}

const SHOW_MS = 5000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function push(tone: Toast['tone'], message: string) {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { id, tone, message }];
  emit();
  setTimeout(() => dismiss(id), SHOW_MS);
}

export function notifySuccess(message: string): void {
  push('success', message);
}

export function notifyError(message: string): void {
  push('error', message);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: Toast[] = [];

export function AdminToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  return (
    <section aria-label={label}>
      <ol className={styles.region} aria-live="polite">
        {current.map((toast) => (
          // The message is the status, not the list item: a list holds items only.
          <li key={toast.id} className={`${styles.toast} ${toast.tone === 'error' ? styles.error : ''}`}>
            <span role="status">{toast.message}</span>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
