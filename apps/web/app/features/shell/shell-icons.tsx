// Line icons of the shell, bundled as SVG (no icon font from a CDN: slow or unreachable in
// mainland China). They inherit the text colour.
import type { ReactNode } from 'react';
import { LineIcon } from '../../components/ui/line-icon.tsx';
import type { IconProps } from '../../components/ui/line-icon.tsx';

/** The shell's icons are drawn a little smaller than the default. */
const ShellIcon = (props: IconProps) => <LineIcon width={20} height={20} {...props} />;

export const ChevronDownIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </ShellIcon>
);

export const GridIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </ShellIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </ShellIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </ShellIcon>
);

/** Social platforms the footer knows a glyph for; others use the generic one. */
export type SocialGlyph = 'wechat' | 'weibo' | 'douyin' | 'instagram' | 'facebook' | 'youtube' | 'other';

const SOCIAL_PATHS: Record<SocialGlyph, ReactNode> = {
  wechat: (
    <>
      <path d="M9.5 4C5.4 4 2 6.8 2 10.2c0 1.9 1 3.6 2.7 4.7L4 17.5l2.9-1.5c.8.2 1.7.4 2.6.4" />
      <path d="M15.5 9C12.5 9 10 11.1 10 13.7s2.5 4.7 5.5 4.7c.6 0 1.2-.1 1.8-.3l2.2 1.2-.6-2A4.6 4.6 0 0 0 21 13.7C21 11.1 18.5 9 15.5 9Z" />
      <path d="M7 8.5h.01M12 8.5h.01M13.5 13h.01M17.5 13h.01" strokeWidth={2.2} />
    </>
  ),
  weibo: (
    <>
      <path d="M10 20c-4.4 0-8-2.1-8-5.2 0-3.3 4.5-7.8 8-8 1.6-.1 2 1 1.6 2.3 1.9-.8 4.2-.9 4.1 1 1.6.4 2.3 1.3 2.3 2.5C18 16.3 14.6 20 10 20Z" />
      <ellipse cx="9.5" cy="15" rx="3.2" ry="2.4" />
      <path d="M16 3.5a5.5 5.5 0 0 1 5.5 5.5M16 6.5A2.5 2.5 0 0 1 18.5 9" />
    </>
  ),
  douyin: <path d="M13 3v11.5a3.5 3.5 0 1 1-3.5-3.5M13 3c.4 2.6 2.2 4.4 5 4.8" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" strokeWidth={2.2} />
    </>
  ),
  facebook: (
    <path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8h1.8V3a24 24 0 0 0-2.7-.1C12.3 2.9 10.5 4.5 10.5 7.4v2.1H7.5V13h3v8" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5Z" />
    </>
  ),
  other: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
};

export const SocialGlyphIcon = ({ glyph, ...props }: IconProps & { glyph: SocialGlyph }) => (
  <ShellIcon {...props}>{SOCIAL_PATHS[glyph]}</ShellIcon>
);

/**
 * The public-security filing emblem beside its number: a small shield with a star, drawn here
 * (no picture from the register's host), in the register's red and gold.
 */
export const FilingEmblemIcon = (props: IconProps) => (
  <svg width={14} height={14} viewBox="0 0 16 16" aria-hidden focusable={false} {...props}>
    <path d="M8 .8 14.2 3v4.6c0 3.7-2.6 6.5-6.2 7.6C4.4 14.1 1.8 11.3 1.8 7.6V3Z" fill="#c8102e" />
    <path
      d="M8 2.2 12.9 4v3.6c0 3-2 5.2-4.9 6.2-2.9-1-4.9-3.2-4.9-6.2V4Z"
      fill="none"
      stroke="#f4c542"
      strokeWidth=".7"
    />
    <path
      d="m8 4.4.95 2.05 2.2.2-1.68 1.45.52 2.15L8 9.1l-1.99 1.15.52-2.15L4.85 6.65l2.2-.2Z"
      fill="#f4c542"
    />
  </svg>
);
