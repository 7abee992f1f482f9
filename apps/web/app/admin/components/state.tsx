// The three states a list or panel can be in besides showing data: loading, empty, failed.
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './state.module.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.state} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.message}>{label}</p>
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}

export function ErrorState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}
