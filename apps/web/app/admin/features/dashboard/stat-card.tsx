// One figure of the start page: what it counts, the number, a line that puts it in context, and
// the screen where it is worked on.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

export interface StatCardProps {
  title: string;
  /** Names the figure for tests and styles (`data-metric`). */
  metric: string;
  value: string;
  note: ReactNode;
  link: { to: string; label: string };
  /** `calm`: nothing waits (a zero that is good news), drawn quieter. */
  calm?: boolean;
}

export function StatCard({ title, metric, value, note, link, calm = false }: StatCardProps) {
  return (
    <li className={calm ? `${styles.card} ${styles.calm}` : styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.cardValue} data-metric={metric}>
        {value}
      </p>
      <p className={styles.cardNote}>{note}</p>
      <Link className={styles.cardLink} to={link.to}>
        {link.label}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}
