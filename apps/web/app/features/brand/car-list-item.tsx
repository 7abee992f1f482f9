// One car model in the car list: its render, brand and name, opening the car page.
import { Link } from 'react-router';
import { NoticeImage } from './notice-image.tsx';
import type { CarListCar } from './car-list-types.ts';
import styles from './car-list-item.module.css';

const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 900;

interface CarListItemProps {
  car: CarListCar;
  brandName: string;
  cta: string;
  eager: boolean;
}

export function CarListItem({ car, brandName, cta, eager }: CarListItemProps) {
  return (
    <Link className={styles.card} to={`/car/${car.id}`}>
      <span className={styles.media}>
        <NoticeImage
          src={car.image}
          alt={`${brandName} ${car.name}`}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
        />
      </span>
      <span className={styles.body}>
        <span className={styles.brand}>{brandName}</span>
        <span className={styles.name}>{car.name}</span>
        <span className={styles.cta}>{cta}</span>
      </span>
    </Link>
  );
}
