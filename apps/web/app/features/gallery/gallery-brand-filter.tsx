// The gallery's brand filter: "all" and each listed brand as links, the chosen one marked. Plain
// links, so the filtered list is rendered by the server, works without scripts and has its own
// shareable address (/gallery?brandId=3).
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import styles from './gallery-brand-filter.module.css';

export interface GalleryBrandOption {
  id: number;
  name: string;
}

interface GalleryBrandFilterProps {
  brands: GalleryBrandOption[];
  /** The brand the list shows; null: every gallery. */
  current: number | null;
  text: { label: string; all: string };
}

export function GalleryBrandFilter({ brands, current, text }: GalleryBrandFilterProps) {
  if (brands.length < 2) return null;
  const options = [{ id: null, name: text.all }, ...brands];
  return (
    <nav className={styles.filter} aria-label={text.label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <Link
              className={styles.option}
              to={paths.gallery(option.id)}
              // Filtering is not a new page: the visitor stays where they are.
              preventScrollReset
              aria-current={option.id === current ? 'page' : undefined}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
