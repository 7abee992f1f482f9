// Columns of the image showcase by layout and viewport width (SPEC sections 2 and 9, showcase
// breakpoints 576 / 768 / 992 / 1200 / 1400). The module CSS mirrors this table; the function is
// what the tests check and what code can ask.

export const SHOWCASE_LAYOUTS = ['row', 'grid'] as const;
export type ShowcaseLayout = (typeof SHOWCASE_LAYOUTS)[number];

export function isShowcaseLayout(value: unknown): value is ShowcaseLayout {
  return typeof value === 'string' && (SHOWCASE_LAYOUTS as readonly string[]).includes(value);
}

/** From which viewport width (px) each number of columns holds, widest first. */
const COLUMNS_FROM: Record<ShowcaseLayout, readonly (readonly [minWidth: number, columns: number])[]> = {
  // row: 1 column on phones, 2 from 768px, 3 from 992px.
  row: [
    [992, 3],
    [768, 2],
  ],
  // grid: 1, 2 from 576px, 3 from 768px, 4 from 1200px, 5 from 1400px.
  grid: [
    [1400, 5],
    [1200, 4],
    [768, 3],
    [576, 2],
  ],
};

export function showcaseColumns(layout: ShowcaseLayout, width: number): number {
  return COLUMNS_FROM[layout].find(([minWidth]) => width >= minWidth)?.[1] ?? 1;
}

/** The `sizes` of a tile: the share of the viewport one column takes at each width. */
export function showcaseSizes(layout: ShowcaseLayout): string {
  const steps = COLUMNS_FROM[layout].map(
    ([minWidth, columns]) => `(min-width: ${minWidth}px) ${Math.ceil(100 / columns)}vw`,
  );
  return [...steps, '100vw'].join(', ');
}
