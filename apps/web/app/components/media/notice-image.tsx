// A content picture that, when it cannot be shown, is replaced by a red notice in its place (SPEC
// section 8, brand page), also when it failed before hydration (image-failed.ts). Shown through
// ResponsiveImage: the image service's formats and widths for photographs.
import { useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { checkFailedBeforeHydration } from '../ui/image-failed.ts';
import styles from './notice-image.module.css';
import { ResponsiveImage } from './responsive-image.tsx';

type NoticeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The width it is shown at, per layout (see ResponsiveImage). */
  sizes: string;
};

export function NoticeImage({ src, alt, className, ...rest }: NoticeImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Remembering which address failed clears the notice by itself when the address changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const lang = useLanguage();
  const broken = src === '' || failedSrc === src;

  useEffect(() => {
    if (src !== '') checkFailedBeforeHydration(ref.current, () => setFailedSrc(src));
  }, [src]);

  if (broken) {
    return (
      <span className={[styles.notice, className].filter(Boolean).join(' ')} role="img" aria-label={alt}>
        <span className={styles.text}>{getMessages(lang).brand.imageFailed}</span>
      </span>
    );
  }
  return (
    <ResponsiveImage
      ref={ref}
      className={className}
      src={src}
      alt={alt}
      decoding="async"
      {...rest}
      onError={() => setFailedSrc(src)}
    />
  );
}
