// A small preview of an image address (relative paths resolve as the public site resolves them);
// a broken or empty address shows a quiet placeholder instead of a broken-image icon.
import { useImageSources } from '../../../../components/ui/use-image-sources.ts';
import { imageUrl } from '../../../../lib/api/image-url.ts';
import styles from '../content.module.css';

export function Thumbnail({
  url,
  size = 'small',
}: {
  url: string | null | undefined;
  size?: 'small' | 'large';
}) {
  const { src, failed, onError, attach } = useImageSources([url ? imageUrl(url) : '']);
  const className = size === 'large' ? styles.thumbLarge : styles.thumb;
  if (failed) return <span className={`${className} ${styles.thumbEmpty}`} aria-hidden="true" />;
  return (
    <img
      ref={attach}
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}
