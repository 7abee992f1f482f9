import { LineIcon } from '../ui/line-icon.tsx';
import type { IconProps } from '../ui/line-icon.tsx';

/** Three joined dots: the share sign most visitors know. */
export function ShareIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </LineIcon>
  );
}
