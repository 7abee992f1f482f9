// A car as a card (SPEC sections 2, 3 and 8): picture, title and description, 420px high.
// Clicking it, or pressing Enter on it, emits the car's id; a broken picture gives way to the
// car placeholder and is reported. With `href` the card is a real link (crawlable, opens in a
// new tab on middle click) and still emits the id.
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './car-card.module.css';
import { ResponsiveImage } from './responsive-image.tsx';
import { carPlaceholder, useImageSources } from '../ui/use-image-sources.ts';

export interface CarCardImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface CarCardProps {
  id: string | number;
  title: string;
  description: string;
  /** A plain address, or one with its own alternative text (empty by default: the title says it). */
  image: string | CarCardImage;
  /** Kept for callers that pass one; the badge is deliberately not displayed. */
  tag?: string;
  /** Makes the card a link to this address. */
  href?: string;
  /** Loads the picture at once (cards above the fold). */
  eager?: boolean;
  onItemClick?: (id: string | number) => void;
  onImageError?: (id: string | number) => void;
}

/** Cards stand one per row on phones, two on tablets, three or four on desktops. */
const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1140px) 50vw, 33vw';

/** Intrinsic size of the car renders (16:9). */
const CAR_IMAGE_WIDTH = 1600;
const CAR_IMAGE_HEIGHT = 900;

export function normaliseCardImage(image: string | CarCardImage): Required<CarCardImage> {
  if (typeof image === 'string') {
    return { src: image, alt: '', width: CAR_IMAGE_WIDTH, height: CAR_IMAGE_HEIGHT };
  }
  return {
    src: image.src,
    alt: image.alt ?? '',
    width: image.width ?? CAR_IMAGE_WIDTH,
    height: image.height ?? CAR_IMAGE_HEIGHT,
  };
}

export function CarCard({
  id,
  title,
  description,
  image,
  href,
  eager = false,
  onItemClick,
  onImageError,
}: CarCardProps) {
  const picture = normaliseCardImage(image);
  const shown = useImageSources([picture.src, carPlaceholder()], {
    onFallback: () => onImageError?.(id),
  });
  const { attach, onError } = shown;

  const content: ReactNode = (
    <>
      <div className={styles.media}>
        <ResponsiveImage
          ref={attach}
          className={styles.image}
          src={shown.src}
          sizes={CARD_SIZES}
          plain={shown.failed}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={onError}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
        <span className={styles.rule} aria-hidden="true" />
      </div>
    </>
  );

  if (href) {
    return (
      <Link className={styles.card} to={href} onClick={() => onItemClick?.(id)} data-car-id={id}>
        {content}
      </Link>
    );
  }

  const activate = () => onItemClick?.(id);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };
  return (
    <div
      className={styles.card}
      role="button"
      tabIndex={0}
      onClick={activate}
      onKeyDown={onKeyDown}
      data-car-id={id}
    >
      {content}
    </div>
  );
}
