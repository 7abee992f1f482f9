// A small preview of an image address (relative paths resolve as the public site resolves them);
// a broken or empty address shows a quiet placeholder instead of a broken-image icon.
import { useState } from 'react';
import { imageUrl } from '../../../lib/api/image-url.ts';
import styles from './content.module.css';

export function Thumbnail({
  url,
  size = 'small',
}: {
  url: string | null | undefined;
  size?: 'small' | 'large';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url ? imageUrl(url) : '';
  const className = size === 'large' ? styles.thumbLarge : styles.thumb;
  if (!src || failed === src)
    return <span className={`${className} ${styles.thumbEmpty}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
