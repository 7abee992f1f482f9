// One social platform link of the footer: its uploaded icon, or a bundled glyph when the icon is
// missing or fails to load (SPEC section 8).
import { useState } from 'react';
import type { Messages } from '../../../lib/i18n/messages.ts';
import { FallbackImage } from '../../../components/media/fallback-image.tsx';
import { SocialGlyphIcon } from '../shell-icons.tsx';
import type { SocialGlyph } from '../shell-icons.tsx';
import type { ShellSocialLink } from '../shell-types.ts';
import styles from './site-footer.module.css';

/** Fallback glyphs by position when the platform has no known name (SPEC section 8). */
const POSITION_GLYPHS: readonly SocialGlyph[] = ['instagram', 'facebook', 'youtube'];
const KNOWN: readonly SocialGlyph[] = ['wechat', 'weibo', 'douyin', 'instagram', 'facebook', 'youtube'];

export function socialGlyph(name: string, index: number): SocialGlyph {
  const known = KNOWN.find((glyph) => glyph === name);
  return known ?? POSITION_GLYPHS[index % POSITION_GLYPHS.length] ?? 'other';
}

interface SocialLinkProps {
  social: ShellSocialLink;
  index: number;
  messages: Messages['shell'];
  /** Opens the WeChat QR codes: WeChat has no web page a visitor could follow. Null without codes. */
  onWechat: (() => void) | null;
  wechatLabel: string;
}

export function SocialLink({ social, index, messages, onWechat, wechatLabel }: SocialLinkProps) {
  const [failed, setFailed] = useState(false);
  const glyph = socialGlyph(social.name, index);
  const icon =
    social.icon && !failed ? (
      <FallbackImage
        sources={[social.icon]}
        width={22}
        height={22}
        loading="lazy"
        decoding="async"
        onExhausted={() => setFailed(true)}
      />
    ) : (
      <SocialGlyphIcon glyph={glyph} width={20} height={20} data-fallback="" />
    );
  if (glyph === 'wechat' && onWechat) {
    return (
      <button
        type="button"
        className={styles.social}
        aria-label={wechatLabel}
        aria-haspopup="dialog"
        onClick={onWechat}
      >
        {icon}
      </button>
    );
  }
  const label = `${messages.socialNames[glyph]} ${messages.opensInNewTab}`;
  return (
    <a
      className={styles.social}
      href={social.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {icon}
    </a>
  );
}
