// "Seen on these builds" (见于这些改装案例) under a product: the customer galleries that used it,
// as the gallery list's cards, each opening its gallery.
import { GalleryCard } from '../../components/cards/gallery-card.tsx';
import { SectionHeader } from '../../components/ui/section-header.tsx';
import { paths } from '../../lib/paths.ts';
import type { SeenOnView } from './seen-on-view.ts';
import styles from './seen-on-section.module.css';

export function SeenOnSection({ seenOn }: { seenOn: SeenOnView }) {
  return (
    <section className={styles.seenOn} aria-labelledby="product-seen-on">
      <SectionHeader id="product-seen-on" eyebrow={seenOn.words.eyebrow} title={seenOn.words.title} />
      <ul className={styles.builds}>
        {seenOn.builds.map((build) => (
          <li key={build.id}>
            <GalleryCard gallery={build} href={paths.galleryItem(build.id)} actionLabel={seenOn.words.open} />
          </li>
        ))}
      </ul>
    </section>
  );
}
