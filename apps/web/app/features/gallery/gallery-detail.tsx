// One modification gallery: its name with the car and brand it belongs to, the cover large, its
// build story when it has one (story, parts used, before and after), then every picture in a
// showcase grid that opens the preview.
import type { UiLanguage } from '@refit/contract';
import { Link } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ImageShowcase } from '../../components/media/showcase/image-showcase.tsx';
import { getMessages } from '../../lib/i18n/messages.ts';
import { CoverFigure } from '../../components/media/cover-figure.tsx';
import styles from './gallery-detail.module.css';
import type { GalleryDetailView } from './gallery-detail-data.ts';
import { paths } from '../../lib/paths.ts';
import { BuildStorySection } from './story/build-story-section.tsx';
import { ShareButton } from '../../components/share/share-button.tsx';

export function GalleryDetailPage({ lang, gallery }: { lang: UiLanguage; gallery: GalleryDetailView }) {
  const text = getMessages(lang).content.galleryDetail;
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <BackLink to={paths.gallery()}>{text.back}</BackLink>
        <div className={styles.headline}>
          <div>
            <p className={styles.eyebrow}>
              {gallery.brandName} · {gallery.carName}
            </p>
            <h1 className={styles.title}>{gallery.name}</h1>
          </div>
          <div className={styles.aside}>
            <dl className={styles.facts}>
              <div>
                <dt>{text.brand}</dt>
                <dd>
                  <Link to={paths.brand(gallery.brandId)}>{gallery.brandName}</Link>
                </dd>
              </div>
              <div>
                <dt>{text.car}</dt>
                <dd>
                  <Link to={paths.car(gallery.carId)}>{gallery.carName}</Link>
                </dd>
              </div>
              <div>
                <dt>{text.pictures}</dt>
                <dd>{text.pictureCount(gallery.images.length)}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <Link className={styles.primary} to={paths.car(gallery.carId)}>
                {text.viewCar(gallery.carName)}
              </Link>
              <ShareButton lang={lang} title={gallery.name} />
            </div>
          </div>
        </div>
      </header>

      <CoverFigure
        className={styles.cover}
        src={gallery.image}
        alt={gallery.name}
        sizes="(max-width: 1440px) 100vw, 1440px"
      />

      <div className={styles.body}>
        {gallery.story ? <BuildStorySection story={gallery.story} /> : null}
        {gallery.images.length > 0 ? (
          <ImageShowcase
            title={text.pictures}
            layout="grid"
            images={gallery.images.map((src, index) => ({
              src,
              alt: text.imageAlt(gallery.name, index + 1),
            }))}
          />
        ) : (
          <p className={styles.empty}>{text.noPictures}</p>
        )}
        <div className={styles.more}>
          <Link className={styles.secondary} to={paths.brand(gallery.brandId)}>
            {text.viewBrand(gallery.brandName)}
          </Link>
          <Link className={styles.secondary} to={paths.gallery()}>
            {text.back}
          </Link>
        </div>
      </div>
    </main>
  );
}
