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
