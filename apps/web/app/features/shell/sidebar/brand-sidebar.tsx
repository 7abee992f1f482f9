// The brand sidebar (SPEC sections 2 and 4): fixed on the left of wide screens below the header,
// a panel over a dark overlay on phones. Hidden altogether when there are no brands.
import { SIZES } from '@refit/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Messages } from '../../../lib/i18n/messages.ts';
import styles from './brand-sidebar.module.css';
import { CloseIcon } from '../../../components/media/media-icons.tsx';
import { ChevronDownIcon } from '../shell-icons.tsx';
import type { ShellBrand } from '../shell-types.ts';
import { useScrollLock } from '../../../components/media/use-scroll-lock.ts';
import { useDismiss } from '../header/use-dismiss.ts';
import { useClosing } from '../header/use-closing.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';

export const BRAND_SIDEBAR_ID = 'brand-sidebar';
/** From this many brands the sidebar is 480px tall; above it a scroll hint shows (SPEC section 9). */
export const TALL_FROM = 4;
/** The panel's slide on phones, as in brand-sidebar.module.css. */
const SLIDE_MS = 350;

interface BrandSidebarProps {
  brands: ShellBrand[];
  activeId: number | null;
  /** The active brand's own page is open (not one of its cars). */
  onBrandPage: boolean;
  reloading: boolean;
  messages: Messages['shell'];
  /** Open as a panel (phones only; on wide screens the sidebar is always shown). */
  open: boolean;
  onClose: () => void;
}

export function BrandSidebar({
  brands,
  activeId,
  onBrandPage,
  reloading,
  messages,
  open,
  onClose,
}: BrandSidebarProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  // The toggle lives in the header: a press on it toggles, it must not count as "outside" too.
  useDismiss({
    open,
    onDismiss: onClose,
    inside: [panelRef],
    insideSelector: `[aria-controls="${BRAND_SIDEBAR_ID}"]`,
  });
  useScrollLock(open);
  const closing = useClosing(open, SLIDE_MS);

  const tall = brands.length >= TALL_FROM;
  const scrollable = brands.length > TALL_FROM;

  return (
    <>
      <div
        className={styles.overlay}
        data-open={open ? '' : undefined}
        aria-hidden="true"
        onClick={onClose}
      />
      <aside
        ref={panelRef}
        id={BRAND_SIDEBAR_ID}
        className={styles.sidebar}
        data-open={open ? '' : undefined}
        data-closing={closing ? '' : undefined}
        data-tall={tall ? '' : undefined}
        aria-label={messages.brandsLabel}
        aria-busy={reloading}
      >
        <div className={styles.panelHead}>
          <span className={styles.panelTitle}>{messages.brandsLabel}</span>
          <button type="button" className={styles.close} aria-label={messages.closeBrands} onClick={onClose}>
            <CloseIcon width={18} height={18} />
          </button>
        </div>
        <ul
          ref={listRef}
          className={styles.list}
          data-more={scrollable && !atEnd ? '' : undefined}
          onScroll={(event) => {
            const list = event.currentTarget;
            setAtEnd(list.scrollTop + list.clientHeight >= list.scrollHeight - 2);
          }}
        >
          {brands.map((brand) => {
            const active = brand.id === activeId;
            return (
              <li key={brand.id}>
                <Link
                  to={paths.brand(brand.id)}
                  className={styles.link}
                  data-active={active ? '' : undefined}
                  aria-current={active ? (onBrandPage ? 'page' : 'true') : undefined}
                >
                  <span className={styles.icon}>
                    {brand.icon ? (
                      // Low priority: not preloaded ahead of the page's hero (see site-header).
                      <img
                        src={brand.icon}
                        alt=""
                        width={44}
                        height={44}
                        decoding="async"
                        fetchPriority="low"
                      />
                    ) : null}
                  </span>
                  <span className={styles.name}>{brand.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        {scrollable ? (
          <button
            type="button"
            className={styles.scrollHint}
            aria-label={messages.scrollBrands}
            data-hidden={atEnd ? '' : undefined}
            onClick={() => listRef.current?.scrollBy({ top: SIZES.sidebarScrollStep, behavior: 'smooth' })}
          >
            <ChevronDownIcon width={18} height={18} />
          </button>
        ) : null}
        {reloading ? (
          <p className={styles.loading} role="status">
            <Spinner size={12} />
            <span className="visually-hidden">{messages.brandsLoading}</span>
          </p>
        ) : null}
      </aside>
    </>
  );
}
