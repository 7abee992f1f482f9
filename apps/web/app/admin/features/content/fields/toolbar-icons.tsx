// Line icons for the rich-text toolbar where no plain character says it well: the link glyph is an
// emoji that many systems (and the admin's own fonts) draw as an empty box.
import { LineIcon } from '../../../../components/ui/line-icon.tsx';

/** Toolbar icons are drawn on a 16-unit grid. */
const common = { width: 16, height: 16, viewBox: '0 0 16 16' } as const;

export function LinkIcon() {
  return (
    <LineIcon {...common}>
      <path d="M6.5 9.5l3-3" />
      <path d="M7 4.5l1-1a2.8 2.8 0 014 4l-1 1" />
      <path d="M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1" />
    </LineIcon>
  );
}

export function ImageIcon() {
  return (
    <LineIcon {...common}>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <circle cx="6" cy="6.5" r="1.2" />
      <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
    </LineIcon>
  );
}
