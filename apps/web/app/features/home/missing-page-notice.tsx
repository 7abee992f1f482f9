// Told on arriving at Home from an address that does not exist (SPEC section 2 sends it home):
// said once, in the page's language. The marker leaves the address at once, so neither a reload
// nor a shared link nor the next page repeats it.
import { useEffect, useState } from 'react';
import { MISSING_PAGE_PARAM } from '../../lib/navigation/redirects.ts';
import styles from './missing-page-notice.module.css';

export function MissingPageNotice({ text }: { text: { message: string; dismiss: string } }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(MISSING_PAGE_PARAM)) return;
    url.searchParams.delete(MISSING_PAGE_PARAM);
    // The router's own history entry keeps its state; only the address loses the marker.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.message}>{text.message}</p>
      <button type="button" className={styles.dismiss} onClick={() => setShown(false)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{text.dismiss}</span>
      </button>
    </div>
  );
}
