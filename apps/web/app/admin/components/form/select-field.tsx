// A labelled native select: keyboard and screen-reader behaviour for free, on phones too.
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import type { FieldChrome } from './field-frame.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  options,
  hint,
  error,
  className,
  ...select
}: FieldChrome & { options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
