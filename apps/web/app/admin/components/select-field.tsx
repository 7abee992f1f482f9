// A labelled native select: keyboard and screen-reader behaviour for free, on phones too.
import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  options,
  error,
  className,
  ...select
}: {
  label: string;
  options: readonly SelectOption[];
  error?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
