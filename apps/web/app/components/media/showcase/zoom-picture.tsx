// The picture of a button that opens the image preview (the showcase's tiles, the car's gallery
// cards): 16:9, cropped to fill, with a magnifier badge. The button takes `zoomTrigger` as a class
// so that hovering or focusing it anywhere animates the picture.
import { ExpandIcon } from '../media-icons.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import styles from './zoom-picture.module.css';

export const zoomTrigger = styles.trigger;

interface ZoomPictureProps {
  src: string;
  /** The width it is shown at, per layout (see ResponsiveImage). */
  sizes: string;
  width: number;
  height: number;
  /** A class for the frame, e.g. another aspect ratio. */
  className?: string;
}

export function ZoomPicture({ src, sizes, width, height, className }: ZoomPictureProps) {
  return (
    <span className={className ? `${styles.frame} ${className}` : styles.frame}>
      <ResponsiveImage
        className={styles.image}
        src={src}
        sizes={sizes}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.badge} aria-hidden="true">
        <ExpandIcon width={18} height={18} />
      </span>
    </span>
  );
}
