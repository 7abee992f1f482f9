// The shell's loading sign while the next page loads: a thin bar sweeping under the header and a
// veil with a spinner over the page, both after a short delay so fast answers never flash.
import { useLocation, useMatches, useNavigation } from 'react-router';
import { ownsLoadingState } from '../../lib/route-handle.ts';
import { LoadingVeil } from '../../components/feedback/loading-veil.tsx';
import { showsPendingPage } from './pending-page-rule.ts';
import styles from './pending-page.module.css';

export function PendingPage({ label }: { label: string }) {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const leaf = useMatches().at(-1);
  const next =
    navigation.state === 'loading'
      ? `${navigation.location.pathname}${navigation.location.search}`
      : undefined;
  if (!showsPendingPage(`${pathname}${search}`, next, ownsLoadingState(leaf))) return null;
  return (
    <>
      <div className={styles.bar} aria-hidden="true" />
      <LoadingVeil label={label} />
    </>
  );
}
