// The brand's car models as a row of chips; picking one filters the gallery to it.
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './model-chips.module.css';
import type { CarChipView } from './brand-types.ts';
import { DecorativeImage } from '../../components/media/decorative-image.tsx';

/** Intrinsic size of the car icons. */
const ICON_WIDTH = 320;
const ICON_HEIGHT = 180;

interface ModelChipsProps {
  cars: CarChipView[];
  activeCarId: number | null;
  onSelect: (carId: number) => void;
  text: Messages['brand']['models'];
  headingId: string;
}

export function ModelChips({ cars, activeCarId, onSelect, text, headingId }: ModelChipsProps) {
  if (cars.length === 0) return <p className={styles.empty}>{text.empty}</p>;
  return (
    <ul className={styles.row} aria-labelledby={headingId}>
      {cars.map((car) => {
        const active = car.id === activeCarId;
        return (
          <li key={car.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={active}
              onClick={() => {
                if (!active) onSelect(car.id);
              }}
            >
              {/* A missing icon leaves just the name; the chip stays usable. */}
              <DecorativeImage
                className={car.picture ? `${styles.icon} ${styles.picture}` : styles.icon}
                src={car.icon}
                width={ICON_WIDTH}
                height={ICON_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{car.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
