// An on/off setting: a native checkbox with the switch role, so keyboard, label and screen-reader
// behaviour come from the browser; the track and knob are drawn over it.
import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import styles from './switch-field.module.css';

export function SwitchField({
  label,
  hint,
  className,
  ...input
}: { label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  const id = useId();
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <span className={styles.switch}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.input}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        <span className={styles.track} aria-hidden="true" />
      </span>
      <span className={styles.text}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
