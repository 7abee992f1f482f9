// The special-offer banner between the configuration and the description (SPEC section 2): an
// invitation that leads to the booking form further down the page.
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './offer-banner.module.css';

export const CONTACT_ANCHOR = 'contact';

export function OfferBanner({ text }: { text: Messages['car']['offer'] }) {
  return (
    <aside className={styles.banner} aria-labelledby="car-offer-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{text.eyebrow}</p>
        <h2 id="car-offer-title" className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.text}>{text.text}</p>
      </div>
      <a className={styles.action} href={`#${CONTACT_ANCHOR}`}>
        {text.action}
      </a>
    </aside>
  );
}
