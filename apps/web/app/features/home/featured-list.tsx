// The featured builds of the home page: six first, the rest behind a show-more control.
import { FEATURED_INITIAL_COUNT } from '@refit/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './featured-list.module.css';
import type { FeaturedCar } from './home-types.ts';

/** Intrinsic size of the car renders. */
const CAR_IMAGE_WIDTH = 1600;
const CAR_IMAGE_HEIGHT = 900;

interface FeaturedListProps {
  cars: FeaturedCar[];
  messages: Messages;
}

export function FeaturedList({ cars, messages }: FeaturedListProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = expanded ? cars : cars.slice(0, FEATURED_INITIAL_COUNT);
  const text = messages.home;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{text.featuredEyebrow}</p>
        <h2 id={headingId} className={styles.heading}>
          {text.featuredTitle}
        </h2>
        <p className={styles.lead}>{text.featuredLead}</p>
      </header>

      {cars.length === 0 ? (
        <p className={styles.empty}>{text.emptyFeatured}</p>
      ) : (
        <ul id={listId} className={styles.grid}>
          {shown.map((car) => (
            <li key={car.id}>
              <Link className={styles.card} to={`/car/${car.id}`}>
                <div className={styles.media}>
                  {car.image ? (
                    <img
                      src={car.image}
                      alt={`${car.brand} ${car.name}`}
                      width={CAR_IMAGE_WIDTH}
                      height={CAR_IMAGE_HEIGHT}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </div>
                <div className={styles.body}>
                  <p className={styles.brand}>{car.brand}</p>
                  <h3 className={styles.name}>{car.name}</h3>
                  <span className={styles.cta} aria-hidden="true">
                    {text.viewCar}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {cars.length > FEATURED_INITIAL_COUNT ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? messages.common.showLess : messages.common.showMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}
