// One choice among a few, shown side by side (language, width): native radio buttons, so arrow
// keys move the choice and screen readers announce the group, styled as one segmented control.
import { useId } from 'react';
import styles from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

export function SegmentedChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
