// A titled block of 16:9 pictures (SPEC sections 2, 3 and 5) laid out as a row (1 / 2 / 3
// columns) or a grid (1 to 5 columns by width). Clicking a picture opens the preview at it; a
// picture flagged `gallery` is handed to `onImageClick` instead and opens nothing here.
// A layout other than row or grid is refused: the block renders nothing and logs an error, the
// same in development and production, so a bad value from content never breaks the page.
import { useEffect, useId, useState } from 'react';
import { getMessages } from '../../../lib/i18n/messages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { LazyImagePreview } from './lazy-image-preview.tsx';
import styles from './image-showcase.module.css';
import { isShowcaseLayout, showcaseSizes } from './showcase-layout.ts';
import type { ShowcaseLayout } from './showcase-layout.ts';
import { ZoomPicture, zoomTrigger } from './zoom-picture.tsx';

export interface ShowcaseImage {
  src: string;
  alt: string;
  /** Hands the click to the parent (e.g. to open a gallery page) instead of previewing. */
  gallery?: boolean;
}

export interface ImageShowcaseProps<T extends ShowcaseImage = ShowcaseImage> {
  /** Defaults to the localised "Showcase". */
  title?: string;
  images: readonly T[];
  layout: ShowcaseLayout;
  onImageClick?: (item: T) => void;
}

const TILE_WIDTH = 800;
const TILE_HEIGHT = 450;

export function ImageShowcase<T extends ShowcaseImage>({
  title,
  images,
  layout,
  onImageClick,
}: ImageShowcaseProps<T>) {
  const text = getMessages(useLanguage()).car.media;
  const headingId = useId();
  const [preview, setPreview] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });
  const validLayout = isShowcaseLayout(layout);
  // Logged in the browser (an effect), where the console is the place for it; not by the server.
  useEffect(() => {
    if (!validLayout) {
      console.error(`ImageShowcase: layout must be "row" or "grid", got ${JSON.stringify(layout)}`);
    }
  }, [validLayout, layout]);

  if (!validLayout) return null;

  const heading = title ?? text.showcaseTitle;
  const open = (item: T, index: number) => {
    if (item.gallery) {
      onImageClick?.(item);
      return;
    }
    setPreview({ open: true, index });
  };

  return (
    <section className={styles.showcase} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {heading}
      </h2>
      <ul className={`${styles.list} ${styles[layout]}`} data-layout={layout}>
        {images.map((item, index) => (
          <li key={`${item.src}-${index}`}>
            <button
              type="button"
              className={`${styles.item} ${zoomTrigger}`}
              onClick={() => open(item, index)}
              aria-label={text.openImage(item.alt || heading)}
            >
              <ZoomPicture
                src={item.src}
                sizes={showcaseSizes(layout)}
                width={TILE_WIDTH}
                height={TILE_HEIGHT}
              />
            </button>
          </li>
        ))}
      </ul>
      <LazyImagePreview
        visible={preview.open}
        images={images}
        initialIndex={preview.index}
        title={heading}
        onClose={() => setPreview((state) => ({ ...state, open: false }))}
      />
    </section>
  );
}
