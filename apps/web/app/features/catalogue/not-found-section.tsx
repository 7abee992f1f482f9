// What an unknown catalogue type or product shows (with HTTP status 404): a short note and the
// way back into the catalogue.
import { Link } from 'react-router';
import styles from './not-found-section.module.css';

interface NotFoundSectionProps {
  title: string;
  message: string;
  links: readonly { label: string; to: string }[];
}

export function NotFoundSection({ title, message, links }: NotFoundSectionProps) {
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li key={link.to}>
              <Link className={index === 0 ? `${styles.link} ${styles.primary}` : styles.link} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
