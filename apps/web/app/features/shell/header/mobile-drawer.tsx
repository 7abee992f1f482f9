// The 220px navigation drawer of phones and narrow windows (976px or less): entries with
// accordion submenus, then the language buttons. Its contents are rendered from the first time it
// opens: until then the page carries no second copy of the menu (the desktop navigation has the
// same links for crawlers), which spares every page about 90 elements to parse, lay out and hydrate.
import { useState } from 'react';
import type { RefObject } from 'react';
import type { Messages } from '../../../lib/i18n/messages.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuLink } from './menu-link.tsx';
import type { ActiveMenu } from './menu-links.ts';
import styles from './mobile-drawer.module.css';
import { ChevronDownIcon } from '../shell-icons.tsx';
import type { ShellMenuItem } from '../shell-types.ts';

export const DRAWER_ID = 'site-drawer';

interface MobileDrawerProps {
  open: boolean;
  menu: ShellMenuItem[];
  active: ActiveMenu;
  reloading: boolean;
  messages: Messages['shell'];
  drawerRef: RefObject<HTMLDivElement | null>;
}

export function MobileDrawer({ open, drawerRef, ...contents }: MobileDrawerProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <>
      <div className={styles.backdrop} data-open={open ? '' : undefined} aria-hidden="true" />
      <div
        ref={drawerRef}
        id={DRAWER_ID}
        className={styles.drawer}
        data-open={open ? '' : undefined}
        inert={!open}
      >
        {opened ? <DrawerContents {...contents} /> : null}
      </div>
    </>
  );
}

type DrawerContentsProps = Omit<MobileDrawerProps, 'open' | 'drawerRef'>;

function DrawerContents({ menu, active, reloading, messages }: DrawerContentsProps) {
  const [expandedId, setExpandedId] = useState<number | null>(null);

  return (
    <>
      <nav aria-label={messages.drawerLabel} aria-busy={reloading}>
        {menu.length === 0 && reloading ? (
          <p className={styles.loading} role="status">
            {messages.menuLoading}
          </p>
        ) : null}
        <ul className={styles.list}>
          {menu.map((item) => {
            const hasChildren = item.children.length > 0;
            const expanded = hasChildren && expandedId === item.id;
            const listId = `drawer-submenu-${item.id}`;
            return (
              <li key={item.id} className={styles.entry}>
                <div className={styles.row}>
                  <MenuLink
                    item={item}
                    className={styles.link}
                    current={active.top === item.id}
                    newTabHint={messages.opensInNewTab}
                  />
                  {hasChildren ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={listId}
                      aria-label={messages.submenuToggle(item.label)}
                      onClick={() => setExpandedId(expanded ? null : item.id)}
                    >
                      <ChevronDownIcon width={16} height={16} />
                    </button>
                  ) : null}
                </div>
                {hasChildren ? (
                  <ul id={listId} className={styles.sublist} hidden={!expanded}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink
                          item={child}
                          className={styles.sublink}
                          current={active.child === child.id}
                          newTabHint={messages.opensInNewTab}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {menu.length > 0 && reloading ? (
          <span className="visually-hidden" role="status">
            {messages.menuLoading}
          </span>
        ) : null}
      </nav>
      <div className={styles.footer}>
        <LanguageSwitch label={messages.languageLabel} />
      </div>
    </>
  );
}
