// The site's one loading spinner: a thin ring with a champagne arc. Decorative: the text next to
// it (in a role="status" element) is what assistive technology reads.
import styles from './spinner.module.css';

export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
