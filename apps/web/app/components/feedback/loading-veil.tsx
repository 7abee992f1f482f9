// A veil over the page below the header, with a spinner and a loading text, shown while the next
// page's data is on its way. It fades in after a short delay (CSS), so fast answers never flash.
import { Spinner } from '../ui/spinner.tsx';
import styles from './loading-veil.module.css';

export function LoadingVeil({ label }: { label: string }) {
  return (
    <div className={styles.veil} role="status">
      <Spinner size={22} />
      <span>{label}</span>
    </div>
  );
}
