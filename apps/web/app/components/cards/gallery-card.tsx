// One modification gallery in a list: its cover, the car it belongs to and its name.
import { Link } from 'react-router';
import { CoverImage } from '../media/cover-figure.tsx';
import styles from './gallery-card.module.css';
import type { GalleryCardView } from '../../lib/content/gallery-types.ts';

interface GalleryCardProps {
  gallery: GalleryCardView;
  /** Where tapping the card goes: the car on the brand page, the gallery itself on /gallery. */
  href: string;
  /** Read by assistive technology after the name, e.g. "View the 720S". */
  actionLabel: string;
  /** The first cards of a page are above the fold and should not wait for lazy loading. */
  eager?: boolean;
}

export function GalleryCard({ gallery, href, actionLabel, eager = false }: GalleryCardProps) {
  const maker = [gallery.brandName, gallery.carName].filter(Boolean).join(' · ');
  return (
    <Link className={styles.card} to={href}>
      <span className={styles.media}>
        <CoverImage
          src={gallery.image}
          alt={gallery.name}
          sizes="(max-width: 640px) 100vw, (max-width: 1200px) 50vw, 33vw"
          loading={eager ? 'eager' : 'lazy'}
        />
      </span>
      <span className={styles.body}>
        {maker ? <span className={styles.maker}>{maker}</span> : null}
        <span className={styles.name}>{gallery.name}</span>
        <span className={styles.cta}>{actionLabel}</span>
      </span>
    </Link>
  );
}
