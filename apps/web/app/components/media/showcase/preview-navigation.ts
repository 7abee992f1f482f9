// Index arithmetic of the image preview (SPEC sections 2 and 4), kept apart from the modal so the
// rules can be checked on their own: arrows wrap at both ends; one image or none does not move.

/** The index after moving `delta` images from `index` among `total`, wrapping at the ends. */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 1) return total === 1 ? 0 : index;
  return (((index + delta) % total) + total) % total;
}

/** How far a key moves the preview: ArrowLeft one back, ArrowRight one on, anything else none. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}

/** An index that exists among `total` images (0 when there are none). */
export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), total - 1);
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Whether a click at (x, y) falls outside the picture an `object-fit: contain` image draws in
 * `box`: the letterbox bands beside or above it belong to the backdrop, and close the preview.
 * Before the picture's size is known (0), every click counts as on it.
 */
export function outsideContainedPicture(
  box: Box,
  natural: { width: number; height: number },
  x: number,
  y: number,
): boolean {
  if (natural.width <= 0 || natural.height <= 0 || box.width <= 0 || box.height <= 0) return false;
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  const left = box.left + (box.width - width) / 2;
  const top = box.top + (box.height - height) / 2;
  return x < left || x > left + width || y < top || y > top + height;
}
