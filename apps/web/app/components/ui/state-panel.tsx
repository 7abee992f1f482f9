// A page with nothing to show yet or at all: failed (with a retry), empty or not found, or loading.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './state-panel.module.css';
import { Spinner } from './spinner.tsx';

interface StatePanelProps {
  tone: 'failed' | 'empty';
  title: string;
  message: string;
  children?: ReactNode;
}

export function StatePanel({ tone, title, message, children }: StatePanelProps) {
  return (
    <main className={styles.panel} data-tone={tone}>
      <div className={styles.inner} role={tone === 'failed' ? 'alert' : undefined}>
        <span className={styles.mark} aria-hidden="true" />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </main>
  );
}

export function PanelButton({
  onClick,
  busy,
  children,
}: {
  onClick: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.primary} onClick={onClick} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

export function PanelLink({
  to,
  reloadDocument,
  children,
}: {
  to: string;
  /** A full page load, where the client state may not be worth keeping (after an error). */
  reloadDocument?: boolean;
  children: ReactNode;
}) {
  return (
    <Link className={styles.secondary} to={to} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}

/** Placeholder blocks shaped like the sections that are on their way. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner size={36} />
      <span className={styles.loadingText}>{label}</span>
      <div className={styles.skeletonRow} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className={styles.skeletonGrid} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
