// The pictures of a gallery in a grid.
import type { UiLanguage } from '@refit/contract';
import { getMessages } from '../../lib/i18n/messages.ts';
import { NoticeImage } from '../brand/notice-image.tsx';
import type { GalleryDetailView } from './gallery-detail-data.ts';
import styles from './gallery-pictures.module.css';

const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 900;

export function GalleryPictures({ lang, gallery }: { lang: UiLanguage; gallery: GalleryDetailView }) {
  const text = getMessages(lang).content.galleryDetail;
  return (
    <section aria-label={text.pictures}>
      <h2 className={styles.title}>
        {text.pictures} <span className={styles.count}>{text.pictureCount(gallery.images.length)}</span>
      </h2>
      <ul className={styles.grid}>
        {gallery.images.map((src, index) => (
          <li key={src} className={styles.item}>
            <NoticeImage
              src={src}
              alt={text.imageAlt(gallery.name, index + 1)}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
