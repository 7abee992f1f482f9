// The shell's loading sign while the next page loads: a thin bar under the header and a veil
// with a spinner over the page. Both appear only after a short delay (CSS), so fast answers
// never flash.
import { useLocation, useNavigation } from 'react-router';
import { showsPendingPage } from './pending-page-rule.ts';
import styles from './pending-page.module.css';

export function PendingPage({ label }: { label: string }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.state === 'loading' ? navigation.location.pathname : undefined;
  if (!showsPendingPage(pathname, next)) return null;
  return (
    <>
      <div className={styles.bar} aria-hidden="true" />
      <div className={styles.veil} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label}</span>
      </div>
    </>
  );
}
