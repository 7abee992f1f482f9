// The control under a list that shows more of it: a toggle (expanded), a load-more (busy while the
// next page loads) or a plain step. `ShowMore` centres it under the list.
import type { ReactNode } from 'react';
import styles from './show-more.module.css';

interface ShowMoreButtonProps {
  /** The id of the list it reveals. */
  controls: string;
  onClick: () => void;
  children: ReactNode;
  /** Set for a toggle: whether the whole list shows. */
  expanded?: boolean;
  /** Set for a load-more: the next page is on its way. */
  busy?: boolean;
  /** A minimum width, for labels that change while loading. */
  wide?: boolean;
}

export function ShowMoreButton({ controls, onClick, children, expanded, busy, wide }: ShowMoreButtonProps) {
  return (
    <button
      type="button"
      className={wide ? `${styles.button} ${styles.wide}` : styles.button}
      onClick={onClick}
      disabled={busy}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}

export function ShowMore(props: ShowMoreButtonProps) {
  return (
    <div className={styles.row}>
      <ShowMoreButton {...props} />
    </div>
  );
}
