// The fixed header (SPEC section 2): logo, desktop navigation and language buttons; at 976px or
// less a second row with the brands toggle and the current section, and a hamburger drawer.
import { useRef } from 'react';
import { Link } from 'react-router';
import type { Messages } from '../../../lib/i18n/messages.ts';
import { BRAND_SIDEBAR_ID } from '../sidebar/brand-sidebar.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import type { ActiveMenu } from './menu-links.ts';
import { DRAWER_ID, MobileDrawer } from './mobile-drawer.tsx';
import { GridIcon } from '../shell-icons.tsx';
import type { ShellMenuItem } from '../shell-types.ts';
import styles from './site-header.module.css';
import { useScrollLock } from '../../../components/media/use-scroll-lock.ts';
import { useDismiss } from './use-dismiss.ts';
import { paths } from '../../../lib/paths.ts';

interface SiteHeaderProps {
  logo: string;
  siteName: string;
  menu: ShellMenuItem[];
  active: ActiveMenu;
  reloading: boolean;
  messages: Messages['shell'];
  /** The brands toggle shows only when there are brands to list. */
  hasBrands: boolean;
  brandsOpen: boolean;
  onBrandsToggle: () => void;
  /** The navigation drawer's state is the shell's: the contact bar steps aside while it is open. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

export function SiteHeader({
  logo,
  siteName,
  menu,
  active,
  reloading,
  messages,
  hasBrands,
  brandsOpen,
  onBrandsToggle,
  drawerOpen,
  setDrawerOpen,
}: SiteHeaderProps) {
  const drawerRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  useDismiss({ open: drawerOpen, onDismiss: () => setDrawerOpen(false), inside: [drawerRef, burgerRef] });
  useScrollLock(drawerOpen);
  // Phones show where the visitor is next to the brands toggle.
  const section = menu.find((item) => item.id === active.top);
  const sectionChild = section?.children.find((item) => item.id === active.child);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home()} className={styles.logo}>
          {logo ? (
            // Low priority keeps it out of the preloads React puts ahead of the stylesheets:
            // only each page's hero (its largest paint) is preloaded.
            <img src={logo} alt={siteName} width={162} height={36} fetchPriority="low" />
          ) : (
            <span className={styles.wordmark}>{siteName}</span>
          )}
        </Link>
        <div className={styles.desktop}>
          <DesktopNav menu={menu} active={active} reloading={reloading} messages={messages} />
          <LanguageSwitch label={messages.languageLabel} className={styles.language} />
        </div>
        <button
          ref={burgerRef}
          type="button"
          className={styles.burger}
          aria-label={messages.openMenu}
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          <span className={styles.burgerLines} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.subbar}>
        {hasBrands ? (
          <button
            type="button"
            className={styles.brandsToggle}
            aria-expanded={brandsOpen}
            aria-controls={BRAND_SIDEBAR_ID}
            onClick={onBrandsToggle}
          >
            <GridIcon width={16} height={16} />
            {messages.brandsToggle}
          </button>
        ) : null}
        {section ? (
          <p className={styles.section}>
            <span>{section.label}</span>
            {sectionChild ? <span className={styles.sectionChild}>{sectionChild.label}</span> : null}
          </p>
        ) : reloading ? (
          <p className={styles.section} role="status">
            {messages.menuLoading}
          </p>
        ) : null}
      </div>
      <MobileDrawer
        open={drawerOpen}
        menu={menu}
        active={active}
        reloading={reloading}
        messages={messages}
        drawerRef={drawerRef}
      />
    </header>
  );
}
