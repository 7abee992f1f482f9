// A small preview of an image address (relative paths resolve as the public site resolves them);
// a broken or empty address shows a quiet placeholder instead of a broken-image icon. Photos are
// shown by a narrow variant of the image service (the original may be a 1920 px photograph), and
// by the original when the variant cannot be had. The address itself is the picture's title, so
// it stays one hover away.
import { prefersVariants, variantUrl } from '@refit/contract/image-variants';
import { useImageSources } from '../../../../components/ui/use-image-sources.ts';
import { imageUrl } from '../../../../lib/api/image-url.ts';
import styles from '../content.module.css';

export function Thumbnail({
  url,
  size = 'small',
  alt = '',
}: {
  url: string | null | undefined;
  size?: 'small' | 'large';
  /** What the picture is for (a field's preview is named); empty when a label beside it says so. */
  alt?: string;
}) {
  const full = url ? imageUrl(url) : '';
  const small = full && prefersVariants(full) ? (variantUrl(full, 320, 'webp') ?? '') : '';
  const { src, exhausted, onError, attach } = useImageSources(small ? [small, full] : [full]);
  const className = size === 'large' ? styles.thumbLarge : styles.thumb;
  if (exhausted) return <span className={`${className} ${styles.thumbEmpty}`} aria-hidden="true" />;
  return (
    <img
      ref={attach}
      className={className}
      src={src}
      alt={alt}
      title={url ?? undefined}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}
