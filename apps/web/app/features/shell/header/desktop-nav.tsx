// Desktop navigation (above 976px): top-level entries with submenus of 180px picture tiles that
// open on hover or on their toggle button, and close 300 ms after a subitem is chosen.
import { useEffect, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { Messages } from '../../../lib/i18n/messages.ts';
import styles from './desktop-nav.module.css';
import { MenuLink } from './menu-link.tsx';
import type { ActiveMenu } from './menu-links.ts';
import { ChevronDownIcon } from '../shell-icons.tsx';
import type { ShellMenuItem } from '../shell-types.ts';
import { createSubmenuController } from './submenu-controller.ts';

interface DesktopNavProps {
  menu: ShellMenuItem[];
  active: ActiveMenu;
  reloading: boolean;
  messages: Messages['shell'];
}

export function DesktopNav({ menu, active, reloading, messages }: DesktopNavProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [controller] = useState(() => createSubmenuController(setOpenId));
  useEffect(() => () => controller.dispose(), [controller]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    const toggle = document.getElementById(`submenu-toggle-${openId}`);
    controller.close();
    toggle?.focus();
  };

  if (menu.length === 0) {
    return (
      <nav className={styles.nav} aria-label={messages.navLabel} aria-busy={reloading}>
        {reloading ? (
          <p className={styles.loading} role="status">
            {messages.menuLoading}
          </p>
        ) : null}
      </nav>
    );
  }

  return (
    <nav className={styles.nav} aria-label={messages.navLabel} aria-busy={reloading} onKeyDown={onKeyDown}>
      <ul className={styles.list} data-busy={reloading ? '' : undefined}>
        {menu.map((item) => {
          const hasChildren = item.children.length > 0;
          const open = hasChildren && openId === item.id;
          const panelId = `submenu-${item.id}`;
          const onBlur = (event: FocusEvent<HTMLLIElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) controller.leave(item.id);
          };
          return (
            <li
              key={item.id}
              className={styles.entry}
              data-open={open ? '' : undefined}
              onMouseEnter={hasChildren ? () => controller.hover(item.id) : undefined}
              onMouseLeave={hasChildren ? () => controller.leave(item.id) : undefined}
              onBlur={hasChildren ? onBlur : undefined}
            >
              <MenuLink
                item={item}
                className={styles.link}
                current={active.top === item.id}
                newTabHint={messages.opensInNewTab}
                onClick={() => controller.close()}
              />
              {hasChildren ? (
                <>
                  <button
                    type="button"
                    id={`submenu-toggle-${item.id}`}
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={messages.submenuToggle(item.label)}
                    onClick={() => controller.toggle(item.id)}
                  >
                    <ChevronDownIcon width={14} height={14} />
                  </button>
                  <div id={panelId} className={styles.panel} data-open={open ? '' : undefined}>
                    <ul className={styles.tiles}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuLink
                            item={child}
                            className={styles.tile}
                            current={active.child === child.id}
                            newTabHint={messages.opensInNewTab}
                            onClick={() => controller.chosen()}
                          >
                            <span className={styles.tileMedia}>
                              {child.icon ? (
                                <img
                                  src={child.icon}
                                  alt=""
                                  width={180}
                                  height={120}
                                  loading="lazy"
                                  decoding="async"
                                />
                              ) : null}
                            </span>
                            <span className={styles.tileLabel}>{child.label}</span>
                          </MenuLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {reloading ? (
        <span className="visually-hidden" role="status">
          {messages.menuLoading}
        </span>
      ) : null}
    </nav>
  );
}
