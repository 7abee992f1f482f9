// A part of the car's configuration (SPEC section 2): picture, name, specification, quantity and
// product type, linking to the product page with the way back to this car.
import { Link } from 'react-router';
import { ProductImage } from '../../../components/media/product-image.tsx';
import type { Messages } from '../../../lib/i18n/messages.ts';
import type { PartView } from '../car-types.ts';
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
  return (
    <Link className={styles.card} to={href}>
      <div className={styles.media}>
        {/* A broken part picture gives way to the default car picture (SPEC section 8). */}
        <ProductImage
          className={styles.image}
          src={part.image}
          alt=""
          width={PART_WIDTH}
          height={PART_HEIGHT}
          loading="lazy"
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
