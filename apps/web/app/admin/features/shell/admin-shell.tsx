// The signed-in frame: a dark sidebar with the brand and the pages this role may open, a top bar
// with the language switch and the user's name and sign-out. On phones the sidebar slides in.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useDatabaseAway } from '../../lib/database-status.ts';
import { canOpen } from '../../lib/roles.ts';
import { LanguageToggle } from '../../components/language-toggle.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { signOut } from './sign-out.ts';
import styles from './admin-shell.module.css';
import type { AdminUser } from '@refit/contract/admin';

/** The entry for this page, or for the section it belongs to (an enquiry: the inbox). */
function isCurrent(pathname: string, to: string, end = false): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return end ? path === to : path === to || path.startsWith(`${to}/`);
}

export function AdminShell({ user, children }: { user: AdminUser; children: ReactNode }) {
  const t = useAdminText();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={styles.layout}>
      <aside id="admin-sidebar" className={`${styles.sidebar} ${menuOpen ? styles.sidebarOpen : ''}`}>
        <a href="/admin" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            锐
          </span>
          {t.brand}
        </a>
        <nav className={styles.nav} aria-label={t.nav.label}>
          <ul className={styles.navList}>
            {NAV_ITEMS.filter((item) => canOpen(user.role, item.area)).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={styles.navLink}
                  aria-current={isCurrent(pathname, item.to, item.end) ? 'page' : undefined}
                  // A chosen page closes the phone menu.
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label(t)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sidebarFoot}>
          <a className={styles.navLink} href="/" target="_blank" rel="noreferrer">
            {t.nav.viewSite} ↗
          </a>
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.topbar}>
          <Button
            small
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t.nav.menu}
          </Button>
          <span className={styles.mobileBrand}>{t.brand}</span>
          <UserMenu user={user} />
        </header>
        <DatabaseBanner />
        <main className={styles.content} id="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Shown while the server's database is away; gone by itself once it is back. */
function DatabaseBanner() {
  const t = useAdminText();
  const away = useDatabaseAway();
  return (
    <div role="status" aria-live="polite">
      {away ? (
        <p className={styles.banner}>
          <strong>{t.databaseAway.title}</strong> {t.databaseAway.body}
        </p>
      ) : null}
    </div>
  );
}

function UserMenu({ user }: { user: AdminUser }) {
  const t = useAdminText();
  return (
    <div className={styles.userMenu}>
      <LanguageToggle />
      <span className={styles.userName}>
        {user.name || user.email} · {t.roles[user.role]}
      </span>
      <Button small onClick={() => void signOut()}>
        {t.nav.signOut}
      </Button>
    </div>
  );
}
