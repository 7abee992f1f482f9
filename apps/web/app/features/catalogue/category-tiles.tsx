// The category tiles of a catalogue section: one per product type, linking to its page, the
// current one highlighted. On phones the row scrolls sideways, and with more than three tiles a
// hint button scrolls it on (and back to the start once the end is reached).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './category-tiles.module.css';
import type { SectionType } from '../../lib/catalogue/catalogue-types.ts';

/** Intrinsic size of the menu tile artwork. */
const TILE_WIDTH = 180;
const TILE_HEIGHT = 120;
/** The hint appears above this many tiles (SPEC section 2). */
const HINT_FROM = 3;

interface CategoryTilesProps {
  types: SectionType[];
  activeId: number | null;
  label: string;
  hintLabel: string;
  emptyText: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function CategoryTiles({ types, activeId, label, hintLabel, emptyText }: CategoryTilesProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [atEnd, setAtEnd] = useState(false);

  // On a phone the current tile may sit off to the right: bring it into the row's view
  // without moving the page itself.
  useEffect(() => {
    const row = rowRef.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const tile = active.parentElement ?? active;
    if (tile.offsetLeft + tile.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tile.offsetLeft - row.clientWidth / 2 + tile.offsetWidth / 2;
    }
  }, [activeId]);

  if (types.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  function updateEnd() {
    const row = rowRef.current;
    if (row) setAtEnd(row.scrollLeft + row.clientWidth >= row.scrollWidth - 4);
  }

  function scrollOn() {
    const row = rowRef.current;
    if (!row) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (row.scrollLeft + row.clientWidth >= row.scrollWidth - 4) row.scrollTo({ left: 0, behavior });
    else row.scrollBy({ left: Math.round(row.clientWidth * 0.7), behavior });
  }

  return (
    <nav className={styles.nav} aria-label={label}>
      <ul ref={rowRef} className={styles.row} onScroll={updateEnd}>
        {types.map((type) => {
          const active = type.id === activeId;
          return (
            <li key={type.id} className={styles.item}>
              <Link
                to={type.href}
                className={active ? `${styles.tile} ${styles.active}` : styles.tile}
                aria-current={active ? 'page' : undefined}
              >
                <span className={styles.icon}>
                  {type.icon ? (
                    <img src={type.icon} alt="" width={TILE_WIDTH} height={TILE_HEIGHT} decoding="async" />
                  ) : null}
                </span>
                <span className={styles.name}>{type.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {types.length > HINT_FROM ? (
        <button
          type="button"
          className={atEnd ? `${styles.hint} ${styles.hintBack}` : styles.hint}
          aria-label={hintLabel}
          onClick={scrollOn}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
    </nav>
  );
}
