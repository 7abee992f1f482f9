import styles from './error-panel.module.css';

interface ErrorPanelProps {
  title: string;
  message: string;
  actionLabel: string;
}

export function ErrorPanel({ title, message, actionLabel }: ErrorPanelProps) {
  return (
    <main className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {/* A full page load: after an error the client state may not be worth keeping. */}
      <a className={styles.action} href="/">
        {actionLabel}
      </a>
    </main>
  );
}
