// A labelled input (or textarea) with an optional hint and an error tied to it for screen readers.
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import type { FieldChrome } from './field-frame.tsx';

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} {...area} />}
    </FieldFrame>
  );
}
