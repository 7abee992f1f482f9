// The product's pictures: a large main image and a row of thumbnails; any of them opens the
// image preview at that picture.
import { useState } from 'react';
import { LazyImagePreview } from '../../components/media/showcase/lazy-image-preview.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import { ProductImage } from '../../components/media/product-image.tsx';
import styles from './product-gallery.module.css';
import type { ProductImage as ProductImageView } from './product-types.ts';

/** Intrinsic size of the product renders (square); gallery pictures are cropped to it. */
const MAIN_SIZE = 800;
const THUMB_SIZE = 160;

interface ProductGalleryProps {
  name: string;
  images: ProductImageView[];
  text: Messages['catalogue']['product'];
}

export function ProductGallery({ name, images, text }: ProductGalleryProps) {
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const main = images[0];
  const previewImages = images.map((image, index) => ({
    src: image.src,
    alt: text.imageAlt(name, index + 1),
  }));

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        onClick={() => setPreviewIndex(0)}
        aria-label={text.openPreview(name)}
        disabled={!main}
      >
        <ProductImage
          src={main?.src ?? ''}
          alt={name}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          loading="eager"
          fetchPriority="high"
        />
        {main ? (
          <span className={styles.zoom} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
              <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path
                d="M15 15l5 5M10.5 8v5M8 10.5h5"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
            {text.zoomHint}
          </span>
        ) : null}
      </button>

      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setPreviewIndex(index)}
                aria-label={text.showImage(index + 1, images.length)}
              >
                <ProductImage src={image.src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <LazyImagePreview
        visible={previewIndex !== null}
        images={previewImages}
        initialIndex={previewIndex ?? 0}
        title={text.previewTitle(name)}
        onClose={() => setPreviewIndex(null)}
      />
    </div>
  );
}
