// The admin's one button, in four tones; `ButtonLink` styles a router link the same way, and
// `ButtonAnchor` a plain link (a file the browser downloads itself, outside the router).
// `SubmitButton` is a form's: disabled while the form is being sent (and whenever its form says
// so), with its own words for that time where the form has them.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonTone = 'default' | 'primary' | 'danger' | 'ghost';

function buttonClass(tone: ButtonTone, small: boolean, extra?: string): string {
  return [styles.button, tone === 'default' ? '' : styles[tone], small ? styles.small : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  small?: boolean;
}

export function Button({
  tone = 'default',
  small = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(tone, small, className)} {...rest} />;
}

export function ButtonLink({
  tone = 'default',
  small = false,
  className,
  ...rest
}: LinkProps & { tone?: ButtonTone; small?: boolean }) {
  return (
    <Link
      className={buttonClass(tone, small, typeof className === 'string' ? className : undefined)}
      {...rest}
    />
  );
}

export function ButtonAnchor({
  tone = 'default',
  small = false,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { tone?: ButtonTone; small?: boolean }) {
  return <a className={buttonClass(tone, small, className)} {...rest} />;
}

export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  tone = 'primary',
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  tone?: ButtonTone;
  children: ReactNode;
}) {
  return (
    <Button type="submit" tone={tone} disabled={busy || disabled}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
