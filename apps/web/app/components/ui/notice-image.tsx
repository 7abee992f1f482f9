// A picture that, when it cannot be shown, is replaced by a red notice in its place (SPEC
// section 8, brand page), also when it failed before hydration (image-failed.ts).
import { useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { useFocalStyle } from './focal-points.tsx';
import { checkFailedBeforeHydration } from './image-failed.ts';
import { mainImageTiming } from './main-image-timing.ts';
import styles from './notice-image.module.css';

type NoticeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export function NoticeImage({ src, alt, className, style, ...rest }: NoticeImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const focalStyle = useFocalStyle(src, style);
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
    <img
      ref={ref}
      className={className}
      src={src}
      alt={alt}
      decoding="async"
      style={focalStyle}
      {...rest}
      {...mainImageTiming(rest.fetchPriority)}
      onError={() => setFailedSrc(src)}
    />
  );
}
