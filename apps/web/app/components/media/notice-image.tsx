// A content picture that, when it cannot be shown, is replaced by a red notice in its place (SPEC
// section 8, brand page), also when it failed before hydration (use-image-sources.ts). Shown
// through ResponsiveImage: the image service's formats and widths for photographs.
import type { ImgHTMLAttributes } from 'react';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import styles from './notice-image.module.css';
import { ResponsiveImage } from './responsive-image.tsx';
import { useImageSources } from '../ui/use-image-sources.ts';

type NoticeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The width it is shown at, per layout (see ResponsiveImage). */
  sizes: string;
};

export function NoticeImage({ src, alt, className, ...rest }: NoticeImageProps) {
  const { failed, onError, attach } = useImageSources([src]);
  const lang = useLanguage();

  if (failed) {
    return (
      <span className={[styles.notice, className].filter(Boolean).join(' ')} role="img" aria-label={alt}>
        <span className={styles.text}>{getMessages(lang).brand.imageFailed}</span>
      </span>
    );
  }
  return (
    <ResponsiveImage
      ref={attach}
      className={className}
      src={src}
      alt={alt}
      decoding="async"
      {...rest}
      onError={onError}
    />
  );
}
