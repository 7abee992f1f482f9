// A form's message about itself (not about one field): announced when it appears, nothing when
// there is none.
import styles from './form-error.module.css';

export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
