// The Description section (SPEC section 2): the car's picture, its title and body text.
import { RichText } from '../../components/ui/rich-text.tsx';
import { ResponsiveImage } from '../../components/media/responsive-image.tsx';
import { carPlaceholder, useImageSources } from '../../components/ui/use-image-sources.ts';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './car-description.module.css';
import type { CarView } from './car-types.ts';

const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 900;

export function CarDescription({ car, text }: { car: CarView; text: Messages['car'] }) {
  const { src, failed, onError, attach } = useImageSources([car.image, carPlaceholder()]);
  if (!car.title && car.bodyText === '') return null;
  return (
    <section className={styles.section} aria-labelledby="car-description-title">
      <div className={styles.media}>
        <ResponsiveImage
          ref={attach}
          className={styles.image}
          src={src}
          sizes="(max-width: 976px) 100vw, 50vw"
          plain={failed}
          alt={`${car.brandName} ${car.name}`}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={onError}
        />
      </div>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{text.description.eyebrow}</p>
        <h2 id="car-description-title" className={styles.title}>
          {car.title || `${car.brandName} ${car.name}`}
        </h2>
        <RichText className={styles.body} html={car.bodyHtml} />
      </div>
    </section>
  );
}
