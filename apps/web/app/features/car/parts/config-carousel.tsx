// The configuration pictures of the selected product type (SPEC sections 2 and 4): one large
// picture, previous/next arrows that cycle and an "n / total" counter when there is more than one.
// A click on the picture opens it in the preview. The parent remounts it per type, so a new type
// starts at its first picture.
import { useState } from 'react';
import { LazyImagePreview } from '../../../components/media/showcase/lazy-image-preview.tsx';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../../components/media/media-icons.tsx';
import { stepIndex } from '../../../components/media/showcase/preview-navigation.ts';
import { ResponsiveImage } from '../../../components/media/responsive-image.tsx';
import type { Messages } from '../../../lib/i18n/messages.ts';
import type { CarImage } from '../car-types.ts';
import styles from './config-carousel.module.css';

/** Intrinsic size of the configuration renders (16:9). */
const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 900;

interface ConfigCarouselProps {
  images: CarImage[];
  title: string;
  text: Messages['car'];
}

export function ConfigCarousel({ images, title, text }: ConfigCarouselProps) {
  const [index, setIndex] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const total = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;
  const multiple = total > 1;

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={text.configuration.carouselLabel}
    >
      <button
        type="button"
        className={styles.stage}
        onClick={() => setPreviewOpen(true)}
        aria-label={text.media.openImage(current.alt)}
      >
        {images.map((image, position) => (
          <ResponsiveImage
            key={image.src + position}
            className={styles.image}
            src={image.src}
            sizes="(max-width: 976px) 100vw, 60vw"
            alt={position === index ? current.alt : ''}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            data-active={position === index ? '' : undefined}
            aria-hidden={position === index ? undefined : true}
          />
        ))}
        <span className={styles.zoom} aria-hidden="true">
          <ExpandIcon width={18} height={18} />
        </span>
      </button>

      {multiple ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => setIndex((value) => stepIndex(value, -1, total))}
            aria-label={text.media.previous}
          >
            <ChevronLeftIcon />
          </button>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {total}
          </p>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => setIndex((value) => stepIndex(value, 1, total))}
            aria-label={text.media.next}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}

      <LazyImagePreview
        visible={previewOpen}
        images={images}
        initialIndex={index}
        title={title}
        onClose={() => setPreviewOpen(false)}
      />
    </div>
  );
}
