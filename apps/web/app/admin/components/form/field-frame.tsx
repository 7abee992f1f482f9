// The frame every labelled admin control shares: the label tied to the control, an optional hint
// and an error that screen readers hear with it. The control itself comes from the caller.
import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldChrome {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

/** What the control must carry to belong to its frame. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: FieldChrome & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
