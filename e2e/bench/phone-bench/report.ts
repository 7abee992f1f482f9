// The phone bench's figures: medians per page and overall, goals, the ratio of two checkouts, and
// how they are printed (a table on stdout) and kept (a JSON file).
import fs from 'node:fs';
import type { Lang } from '../../tests/site/routes-public.ts';
import type { LoadResult } from './load-page.ts';

/** A: this checkout (or --url); B: the checkout of --compare-with. */
export type Side = 'A' | 'B';

export type MetricKey = 'fcp' | 'lcp' | 'live' | 'tapDelay' | 'cls';

interface Metric {
  key: MetricKey;
  /** The name in the goals' line. */
  name: string;
  /** The column's title. */
  label: string;
  /** The largest median that meets the goal; none for FCP, which has no goal of its own. */
  goal: number | null;
  digits: number;
}

export const METRICS: readonly Metric[] = [
  { key: 'fcp', name: 'FCP', label: 'FCP ms', goal: null, digits: 0 },
  { key: 'lcp', name: 'LCP', label: 'LCP ms', goal: 2000, digits: 0 },
  { key: 'live', name: 'live', label: 'live ms', goal: 2500, digits: 0 },
  { key: 'tapDelay', name: 'tap delay', label: 'tap delay ms', goal: 100, digits: 0 },
  { key: 'cls', name: 'CLS', label: 'CLS', goal: 0, digits: 3 },
];

export interface PageLoads {
  route: string;
  lang: Lang;
  loads: Partial<Record<Side, LoadResult[]>>;
}

type Medians = Record<MetricKey | 'tapAt', number | null>;

export interface PageSummary {
  ok: number;
  total: number;
  medians: Medians;
}

/** The median (the mean of the two middle values of an even count); null when there is none. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Medians over the loads that did not fail: a failed load is counted in `total`, not in a figure. */
export function summarise(loads: LoadResult[]): PageSummary {
  const good = loads.filter((load) => load.failure === null);
  return {
    ok: good.length,
    total: loads.length,
    medians: mediansOf((key) => good.map((load) => load[key])),
  };
}

/** The median of each figure, over the values `valuesOf` gives for it. */
function mediansOf(valuesOf: (key: MetricKey | 'tapAt') => (number | null)[]): Medians {
  const keys = [...METRICS.map((metric) => metric.key), 'tapAt' as const];
  return Object.fromEntries(keys.map((key) => [key, median(valuesOf(key))])) as Medians;
}

/** The median of the pages' medians: every page weighs the same, however many loads it had. */
function overall(summaries: PageSummary[]): Medians {
  return mediansOf((key) => summaries.map((summary) => summary.medians[key]));
}

/** A over B; null when either is unknown or B is zero (CLS of 0 against 0 is no ratio). */
function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

function misses(metric: Metric, value: number | null): boolean {
  return metric.goal !== null && value !== null && value > metric.goal;
}

/** A figure for the table, with * where it misses its goal. */
function cell(metric: Metric, value: number | null): string {
  if (value === null) return 'n/a';
  const text =
    value > 0 && value < 10 ** -metric.digits ? `<${10 ** -metric.digits}` : value.toFixed(metric.digits);
  return misses(metric, value) ? `${text} *` : `${text}  `;
}

/** Columns padded to their widest cell: text left-aligned, figures right-aligned. */
function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((text, column) => (column < 2 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!)));
  const rule = widths.map((width) => '-'.repeat(width));
  return [line(header), rule, ...rows.map(line)].map((cells) => cells.join('  ').trimEnd()).join('\n');
}

const describeGoals = () =>
  METRICS.filter((metric) => metric.goal !== null)
    .map((metric) => (metric.goal === 0 ? `${metric.name} 0` : `${metric.name} <= ${metric.goal} ms`))
    .join(', ');

/** The table of one checkout: one row per page, then the overall medians. */
export function singleTable(pages: PageLoads[]): string {
  const summaries = pages.map((page) => summarise(page.loads.A ?? []));
  const header = ['route', 'lang', 'loads', ...METRICS.map((metric) => metric.label), 'tap at ms'];
  const row = (route: string, lang: string, loads: string, medians: Medians) => [
    route,
    lang,
    loads,
    ...METRICS.map((metric) => cell(metric, medians[metric.key])),
    medians.tapAt === null ? 'n/a' : medians.tapAt.toFixed(0),
  ];
  const rows = pages.map((page, index) => {
    const summary = summaries[index]!;
    return row(page.route, page.lang, `${summary.ok}/${summary.total}`, summary.medians);
  });
  rows.push(row('all pages', '', '', overall(summaries)));
  return [
    `Medians per page (overall: the median of the pages' medians). Goals: ${describeGoals()}; * marks a miss.`,
    formatTable(header, rows),
  ].join('\n');
}

/** The table of two checkouts: each metric's A and B medians and A/B, one row per page. */
export function compareTable(pages: PageLoads[]): string {
  const summaries = pages.map((page) => ({
    A: summarise(page.loads.A ?? []),
    B: summarise(page.loads.B ?? []),
  }));
  const header = ['route', 'lang', 'loads A,B'];
  for (const metric of METRICS) header.push(`${metric.label} A`, 'B', 'A/B');
  const row = (route: string, lang: string, loads: string, a: Medians, b: Medians) => [
    route,
    lang,
    loads,
    ...METRICS.flatMap((metric) => {
      const r = ratio(a[metric.key], b[metric.key]);
      return [cell(metric, a[metric.key]), cell(metric, b[metric.key]), r === null ? 'n/a' : r.toFixed(2)];
    }),
  ];
  const rows = pages.map((page, index) => {
    const { A, B } = summaries[index]!;
    return row(page.route, page.lang, `${A.ok}/${A.total},${B.ok}/${B.total}`, A.medians, B.medians);
  });
  rows.push(
    row(
      'all pages',
      '',
      '',
      overall(summaries.map((summary) => summary.A)),
      overall(summaries.map((summary) => summary.B)),
    ),
  );
  return [
    'A/B = this checkout (A) / the other checkout (B): below 1, A is faster (or shifts less) than B.',
    `Medians per page (overall: the median of the pages' medians). Goals: ${describeGoals()}; * marks a miss.`,
    formatTable(header, rows),
  ].join('\n');
}

/** One line per failed load, so that no failure hides behind a median. */
export function failureLines(pages: PageLoads[]): string[] {
  return pages.flatMap((page) =>
    (['A', 'B'] as const).flatMap((side) =>
      (page.loads[side] ?? []).flatMap((load, index) =>
        load.failure === null
          ? []
          : [`failed: ${page.route} (${page.lang}) ${side} load ${index + 1}: ${load.failure}`],
      ),
    ),
  );
}

/** The whole run as JSON: settings, every load's readings, each page's medians and the ratios. */
export function writeJson(file: string, settings: object, pages: PageLoads[]): void {
  const sides = (['A', 'B'] as const).filter((side) => pages.some((page) => page.loads[side]));
  const summaries = pages.map((page) =>
    Object.fromEntries(sides.map((side) => [side, summarise(page.loads[side] ?? [])])),
  ) as Partial<Record<Side, PageSummary>>[];
  const ratios = (a: Medians | undefined, b: Medians | undefined) =>
    a && b
      ? Object.fromEntries(METRICS.map((metric) => [metric.key, ratio(a[metric.key], b[metric.key])]))
      : null;
  const overallOf = (side: Side) =>
    sides.includes(side) ? overall(summaries.map((summary) => summary[side]!)) : undefined;
  const report = {
    ...settings,
    goals: Object.fromEntries(METRICS.filter((m) => m.goal !== null).map((m) => [m.key, m.goal])),
    ratio: sides.length === 2 ? 'A/B: this checkout over the other' : null,
    pages: pages.map((page, index) => ({
      route: page.route,
      lang: page.lang,
      summary: summaries[index],
      ratio: ratios(summaries[index]!.A?.medians, summaries[index]!.B?.medians),
      loads: page.loads,
    })),
    overall: { A: overallOf('A'), B: overallOf('B'), ratio: ratios(overallOf('A'), overallOf('B')) },
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
