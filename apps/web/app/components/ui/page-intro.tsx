// The opening of a content page (gallery, news, about, car list): eyebrow, the page's h1 and a lead.
import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Extra lines under the lead, e.g. a count. */
  children?: ReactNode;
}

export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
