// The quiet "back to the list" link above an article or a gallery: small capitals after a short
// rule that lengthens on hover and focus.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.back} to={to}>
      {children}
    </Link>
  );
}
