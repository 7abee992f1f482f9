// One product of a catalogue list: picture, type, name and the car it was made for.
import { Link } from 'react-router';
import styles from './product-card.module.css';
import type { ProductCardView } from '../../lib/catalogue/catalogue-types.ts';
import { ProductImage } from '../../components/media/product-image.tsx';
import { paths } from '../../lib/paths.ts';

/** Intrinsic size of the product renders (square). */
const PRODUCT_IMAGE_SIZE = 800;

interface ProductCardProps {
  product: ProductCardView;
  cta: string;
  /** The first row is above the fold on desktop: load it at once. */
  eager: boolean;
}

export function ProductCard({ product, cta, eager }: ProductCardProps) {
  return (
    <Link className={styles.card} to={paths.product(product.id)}>
      <div className={styles.media}>
        <ProductImage
          src={product.image}
          alt={product.name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
        />
      </div>
      <div className={styles.body}>
        {product.typeName ? <p className={styles.type}>{product.typeName}</p> : null}
        <h3 className={styles.name}>{product.name}</h3>
        {product.subtitle ? <p className={styles.subtitle}>{product.subtitle}</p> : null}
        <span className={styles.cta} aria-hidden="true">
          {cta}
        </span>
      </div>
    </Link>
  );
}
