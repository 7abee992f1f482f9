// The brand's car models and their modification galleries. The first model is active when the
// page loads; picking another resets the list to its page 1, and "load more" appends the next
// page while there is one. Both run in the browser against the API.
import type { UiLanguage } from '@refit/contract';
import { useId } from 'react';
import type { Messages } from '../../lib/i18n/messages.ts';
import { GalleryCard } from '../../components/cards/gallery-card.tsx';
import { hasMorePages } from '../../lib/content/gallery-paging.ts';
import type { GalleryPageView } from '../../lib/content/gallery-types.ts';
import { useGalleryPaging } from '../../lib/content/use-gallery-paging.ts';
import styles from './brand-gallery.module.css';
import type { CarChipView } from './brand-types.ts';
import { ModelChips } from './model-chips.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { ShowMore } from '../../components/ui/show-more.tsx';
import { SectionHeader } from '../../components/ui/section-header.tsx';

interface BrandGalleryProps {
  lang: UiLanguage;
  brandId: number;
  cars: CarChipView[];
  initialCarId: number | null;
  initialPage: GalleryPageView;
  text: Messages['brand'];
}

export function BrandGallery({ lang, brandId, cars, initialCarId, initialPage, text }: BrandGalleryProps) {
  const modelsHeadingId = useId();
  const galleryHeadingId = useId();
  const listId = useId();
  const { state, select, loadMore } = useGalleryPaging({ lang, brandId, initialPage, initialCarId });
  const activeCar = cars.find((car) => car.id === state.carId);
  const loadingFirst = state.status === 'loading';
  const loadingMore = state.status === 'loading-more';

  return (
    <>
      <section className={styles.models} aria-labelledby={modelsHeadingId}>
        <SectionHeader
          as="div"
          className={styles.heading}
          id={modelsHeadingId}
          eyebrow={text.models.eyebrow}
          title={text.models.title}
          size="small"
        />
        <ModelChips
          cars={cars}
          activeCarId={state.carId}
          onSelect={select}
          text={text.models}
          headingId={modelsHeadingId}
        />
      </section>

      <section
        className={styles.gallery}
        aria-labelledby={galleryHeadingId}
        aria-busy={loadingFirst || loadingMore}
      >
        <div className={styles.galleryHead}>
          <SectionHeader
            as="div"
            className={styles.heading}
            id={galleryHeadingId}
            eyebrow={text.gallery.eyebrow}
            title={activeCar ? text.gallery.titleFor(activeCar.name) : text.gallery.title}
            size="small"
          />
          {state.total > 0 ? (
            <p className={styles.count} aria-live="polite">
              {text.gallery.count(state.items.length, state.total)}
            </p>
          ) : null}
        </div>

        {loadingFirst ? (
          <p className={styles.status} role="status">
            <Spinner />
            {text.loading}
          </p>
        ) : state.items.length === 0 ? (
          <p className={styles.empty}>{text.gallery.empty}</p>
        ) : (
          <ul id={listId} className={styles.grid}>
            {state.items.map((gallery, index) => (
              <li key={gallery.id}>
                <GalleryCard
                  gallery={gallery}
                  href={paths.car(gallery.carId)}
                  actionLabel={text.gallery.openCar(gallery.carName)}
                  eager={index < 2}
                />
              </li>
            ))}
          </ul>
        )}

        {state.status === 'error' ? (
          <p className={styles.error} role="alert">
            {text.gallery.loadFailed}
          </p>
        ) : null}

        {!loadingFirst && hasMorePages(state) ? (
          <ShowMore controls={listId} onClick={loadMore} busy={loadingMore} wide>
            {loadingMore ? text.gallery.loadingMore : text.gallery.loadMore}
          </ShowMore>
        ) : null}
      </section>
    </>
  );
}
