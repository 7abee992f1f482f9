// The covers of galleries and news stories: the 16:9 artwork the editors upload for both, shown in
// the lists' cards and, as the page's main picture, at the top of the gallery or story.
import { NoticeImage } from './notice-image.tsx';

/** Intrinsic size of the gallery and news artwork. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = 900;

interface CoverImageProps {
  src: string;
  alt: string;
  /** The width it is shown at, per layout (see ResponsiveImage). */
  sizes: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

export function CoverImage({ src, alt, sizes, loading, fetchPriority }: CoverImageProps) {
  return (
    <NoticeImage
      src={src}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      sizes={sizes}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}

/** The cover at the top of its page, fetched first, in a figure the page places and sizes. */
export function CoverFigure({
  className,
  ...image
}: { className?: string } & Pick<CoverImageProps, 'src' | 'alt' | 'sizes'>) {
  return (
    <figure className={className}>
      <CoverImage {...image} loading="eager" fetchPriority="high" />
    </figure>
  );
}
