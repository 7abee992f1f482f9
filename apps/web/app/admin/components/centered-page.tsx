// A single card in the middle of the screen: sign-in, first set-up and the error pages.
import type { ReactNode } from 'react';
import { useAdminText } from '../lib/i18n.ts';
import { LanguageToggle } from './language-toggle.tsx';
import styles from './centered-page.module.css';

export { styles as centeredStyles };

export function CenteredPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const t = useAdminText();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <span>{t.brand}</span>
          <LanguageToggle />
        </div>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </main>
  );
}
