// Every modification gallery (/gallery). The first page arrives with the HTML; six cards show
// first, "show more" reveals the rest of that page, and from then on it loads the next page.
import { FEATURED_INITIAL_COUNT } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { useId, useState } from 'react';
import type { Messages } from '../../lib/i18n/messages.ts';
import { GalleryCard } from '../../components/cards/gallery-card.tsx';
import styles from './gallery-list.module.css';
import { hasMorePages } from '../../lib/content/gallery-paging.ts';
import type { GalleryPageView } from '../../lib/content/gallery-types.ts';
import { useGalleryPaging } from '../../lib/content/use-gallery-paging.ts';
import { paths } from '../../lib/paths.ts';
import { ShowMoreButton } from '../../components/ui/show-more.tsx';

interface GalleryListProps {
  lang: UiLanguage;
  /** The brand the list is filtered to; null: every gallery. */
  brandId: number | null;
  initialPage: GalleryPageView;
  text: Messages['content']['gallery'];
}

export function GalleryList({ lang, brandId, initialPage, text }: GalleryListProps) {
  const listId = useId();
  const [revealed, setRevealed] = useState(false);
  const { state, loadMore } = useGalleryPaging({
    lang,
    ...(brandId === null ? {} : { brandId }),
    initialPage,
    initialCarId: null,
  });
  const shown = revealed ? state.items : state.items.slice(0, FEATURED_INITIAL_COUNT);
  const loadingMore = state.status === 'loading-more';
  const canReveal = !revealed && state.items.length > FEATURED_INITIAL_COUNT;
  const canLoad = hasMorePages(state);

  if (state.items.length === 0) return <p className={styles.empty}>{text.empty}</p>;

  return (
    <>
      <ul id={listId} className={styles.grid} aria-label={text.listLabel} aria-busy={loadingMore}>
        {shown.map((gallery, index) => (
          <li key={gallery.id}>
            <GalleryCard
              gallery={gallery}
              href={paths.galleryItem(gallery.id)}
              actionLabel={text.open}
              eager={index < 3}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.count} aria-live="polite">
          {text.shown(shown.length, state.total)}
        </p>
        {state.status === 'error' ? (
          <p className={styles.error} role="alert">
            {text.loadFailed}
          </p>
        ) : null}
        {canReveal || canLoad ? (
          <ShowMoreButton
            controls={listId}
            busy={loadingMore}
            wide
            onClick={() => {
              if (canReveal) setRevealed(true);
              else loadMore();
            }}
          >
            {loadingMore ? text.loading : canReveal ? text.showMore : text.loadMore}
          </ShowMoreButton>
        ) : null}
      </div>
    </>
  );
}
