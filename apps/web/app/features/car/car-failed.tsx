// What the car page shows when the content API could not answer (SPEC section 8: the failure is
// logged; the visitor sees a calm notice and can try again).
import type { UiLanguage } from '@refit/contract';
import { Link, useRevalidator } from 'react-router';
import { getMessages } from '../../lib/i18n/messages.ts';
import styles from './car-failed.module.css';
import { paths } from '../../lib/paths.ts';

export function CarFailed({ lang }: { lang: UiLanguage }) {
  const messages = getMessages(lang);
  const text = messages.car.failed;
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="car-failed-title" aria-busy={busy}>
        <h1 id="car-failed-title" className={styles.title}>
          {text.title}
        </h1>
        <p className={styles.message}>{text.message}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.retry}
            onClick={() => void revalidator.revalidate()}
            disabled={busy}
          >
            {busy ? messages.common.loading : text.retry}
          </button>
          <Link className={styles.home} to={paths.home()}>
            {messages.car.notFound.home}
          </Link>
        </div>
      </section>
    </main>
  );
}
