// The image preview, fetched the first time someone opens it. Most visitors never do, and the
// dialog with its thumbnails was part of every gallery page's HTML, script and hydration.
import { lazy, Suspense, useState } from 'react';
import type { ImagePreviewProps } from './image-preview.tsx';

const ImagePreview = lazy(() =>
  import('./image-preview.tsx').then((module) => ({ default: module.ImagePreview })),
);

export function LazyImagePreview(props: ImagePreviewProps) {
  // Once opened it stays mounted, so that closing it runs its own closing steps (focus return).
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ImagePreview {...props} />
    </Suspense>
  );
}
