// The car's galleries (SPEC section 2): a grid of cards; tapping one opens the preview with the
// cover and the gallery's pictures. Below the grid a hint tells keyboard users how to browse the
// preview (SPEC section 2 puts it between the gallery and the booking form).
import { useState } from 'react';
import { LazyImagePreview } from '../../components/media/showcase/lazy-image-preview.tsx';
import { ZoomPicture, zoomTrigger } from '../../components/media/showcase/zoom-picture.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './car-gallery.module.css';
import type { GalleryView } from './car-types.ts';
import { SectionHeader } from '../../components/ui/section-header.tsx';

const COVER_WIDTH = 1600;
const COVER_HEIGHT = 900;

interface CarGalleryProps {
  galleries: GalleryView[];
  text: Messages['car'];
}

export function CarGallery({ galleries, text }: CarGalleryProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const shown = galleries.filter((gallery) => gallery.images.length > 0);
  if (shown.length === 0) return null;
  const open = shown.find((gallery) => gallery.id === openId);

  return (
    <section className={styles.section} aria-labelledby="car-gallery-title">
      <header className={styles.header}>
        <SectionHeader
          as="div"
          id="car-gallery-title"
          eyebrow={text.gallery.eyebrow}
          title={text.gallery.title}
          size="small"
        />
      </header>
      <ul className={styles.grid} data-count={shown.length}>
        {shown.map((gallery) => (
          <li key={gallery.id}>
            <button
              type="button"
              className={`${styles.card} ${zoomTrigger}`}
              onClick={() => setOpenId(gallery.id)}
              // Named by what it shows (name and photo count), as a speech-input user would say it.
              aria-haspopup="dialog"
            >
              <ZoomPicture
                className={styles.media}
                src={gallery.cover}
                sizes="(max-width: 640px) 100vw, (max-width: 1140px) 50vw, 33vw"
                width={COVER_WIDTH}
                height={COVER_HEIGHT}
              />
              <span className={styles.caption}>
                <span className={styles.name}>{gallery.name}</span>
                <span className={styles.count}>{text.gallery.photos(gallery.images.length)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{text.media.keyboardHint}</p>
      <LazyImagePreview
        visible={open !== undefined}
        images={open?.images ?? []}
        initialIndex={0}
        title={open?.name ?? ''}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}
