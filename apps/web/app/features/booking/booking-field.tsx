// One labelled field of the booking form with its live "n / max" counter (SPEC section 2).
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import styles from './booking-form.module.css';

interface BookingFieldProps {
  id: string;
  name: string;
  label: string;
  /** "Required" or "Optional", shown beside the label. */
  note: string;
  /** The note's colour: as required or as optional (by default, as `required` says). */
  noteTone?: 'required' | 'optional';
  /** A text about the field beyond its counter (a group's rule), by id. */
  describedBy?: string;
  required: boolean;
  value: string;
  maxLength: number;
  invalid: boolean;
  counterLabel: string;
  placeholder: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text';
  pattern?: string;
  wide?: boolean;
  spellCheck?: boolean;
  autoCapitalize?: string;
  /** A class beside the control's own (a VIN's capitals, say). */
  controlClassName?: string;
}

export function BookingField({
  id,
  name,
  label,
  note,
  noteTone,
  describedBy,
  required,
  value,
  maxLength,
  invalid,
  counterLabel,
  placeholder,
  onChange,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  pattern,
  wide = false,
  spellCheck,
  autoCapitalize,
  controlClassName,
}: BookingFieldProps) {
  const counterId = `${id}-counter`;
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    // maxLength holds for typing and pasting; an IME may overshoot, so trim once composing ends.
    const composing = (event.nativeEvent as InputEvent).isComposing === true;
    onChange(composing ? next : next.slice(0, maxLength));
  };
  const shared = {
    id,
    name,
    value,
    maxLength,
    required,
    placeholder,
    autoComplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy ? `${describedBy} ${counterId}` : counterId,
    spellCheck,
    autoCapitalize,
    className: controlClassName ? `${styles.control} ${controlClassName}` : styles.control,
    onChange: handleChange,
  };

  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-invalid={invalid || undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {/* The required attribute already tells assistive technology; the note is for the eye. */}
        <span
          className={
            (noteTone ?? (required ? 'required' : 'optional')) === 'required'
              ? styles.requiredNote
              : styles.optionalNote
          }
          aria-hidden="true"
        >
          {note}
        </span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} pattern={pattern} />
      )}
      <p className={styles.counter} id={counterId}>
        <span>
          {value.length} / {maxLength}
        </span>
        <span className="visually-hidden"> {counterLabel}</span>
      </p>
    </div>
  );
}
