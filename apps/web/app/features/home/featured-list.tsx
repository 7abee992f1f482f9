// The featured builds of the home page: six first, the rest behind a show-more control. Each is a
// car card linking to the car's page.
import { FEATURED_INITIAL_COUNT } from '@refit/contract';
import { useId, useState } from 'react';
import { CarCard } from '../../components/media/car-card.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './featured-list.module.css';
import type { FeaturedCar } from './home-types.ts';
import { paths } from '../../lib/paths.ts';
import { ShowMore } from '../../components/ui/show-more.tsx';
import { SectionHeader } from '../../components/ui/section-header.tsx';

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
      <SectionHeader
        className={styles.header}
        id={headingId}
        eyebrow={text.featuredEyebrow}
        title={text.featuredTitle}
      >
        <p className={styles.lead}>{text.featuredLead}</p>
      </SectionHeader>

      {cars.length === 0 ? (
        <p className={styles.empty}>{text.emptyFeatured}</p>
      ) : (
        <ul id={listId} className={styles.grid}>
          {shown.map((car) => (
            <li key={car.id}>
              <CarCard
                id={car.id}
                title={car.name}
                description={car.brand}
                image={car.image}
                href={paths.car(car.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {cars.length > FEATURED_INITIAL_COUNT ? (
        <ShowMore controls={listId} expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? messages.common.showLess : messages.common.showMore}
        </ShowMore>
      ) : null}
    </section>
  );
}
