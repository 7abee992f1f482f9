// The one drawing style of the site's and the admin's line icons: inline SVG (no icon font from a
// CDN, slow or unreachable in mainland China), stroked in the text colour, hidden from assistive
// technology (the control around it carries the name). Icons pass their paths; callers may size them.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {children}
    </svg>
  );
}
