// Columns of the image showcase by layout and viewport width (SPEC sections 2 and 9, showcase
// breakpoints 576 / 768 / 992 / 1200 / 1400). The module CSS mirrors this table; the function is
// what the tests check and what code can ask.

export const SHOWCASE_LAYOUTS = ['row', 'grid'] as const;
export type ShowcaseLayout = (typeof SHOWCASE_LAYOUTS)[number];

export function isShowcaseLayout(value: unknown): value is ShowcaseLayout {
  return typeof value === 'string' && (SHOWCASE_LAYOUTS as readonly string[]).includes(value);
}

/**
 * row: 1 column on phones, 2 from 768px, 3 from 992px.
 * grid: 1, 2 from 576px, 3 from 768px, 4 from 1200px, 5 from 1400px.
 */
export function showcaseColumns(layout: ShowcaseLayout, width: number): number {
  if (layout === 'row') {
    if (width >= 992) return 3;
    if (width >= 768) return 2;
    return 1;
  }
  if (width >= 1400) return 5;
  if (width >= 1200) return 4;
  if (width >= 768) return 3;
  if (width >= 576) return 2;
  return 1;
}
