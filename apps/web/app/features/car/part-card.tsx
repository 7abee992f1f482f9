// A part of the car's configuration (SPEC section 2): picture, name, specification, quantity and
// product type, linking to the product page with the way back to this car.
import { Link } from 'react-router';
import { carPlaceholder, useImageFallback } from '../../components/media/use-image-fallback.ts';
import type { Messages } from '../../lib/i18n/messages.ts';
import type { PartView } from './car-types.ts';
import styles from './part-card.module.css';

/** Intrinsic size of the part renders (4:3). */
const PART_WIDTH = 800;
const PART_HEIGHT = 600;

interface PartCardProps {
  part: PartView;
  href: string;
  text: Messages['car']['configuration'];
}

export function PartCard({ part, href, text }: PartCardProps) {
  // A broken part picture gives way to the default car picture (SPEC section 8).
  const { src, onError, attach } = useImageFallback(part.image, carPlaceholder());
  return (
    <Link className={styles.card} to={href}>
      <div className={styles.media}>
        <img
          ref={attach}
          className={styles.image}
          src={src}
          alt=""
          width={PART_WIDTH}
          height={PART_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={onError}
        />
        {part.quantity > 0 ? <span className={styles.quantity}>{text.quantity(part.quantity)}</span> : null}
      </div>
      <div className={styles.body}>
        {part.typeName ? <p className={styles.type}>{part.typeName}</p> : null}
        <h4 className={styles.name}>{part.name}</h4>
        {part.specs ? (
          <p className={styles.specs}>
            <span className="visually-hidden">{text.specs}: </span>
            {part.specs}
          </p>
        ) : null}
        <span className={styles.cta} aria-hidden="true">
          {text.viewPart}
        </span>
      </div>
    </Link>
  );
}
