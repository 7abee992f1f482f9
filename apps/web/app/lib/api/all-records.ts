// Every record of a paged call: the first page says how many pages there are, the others are
// fetched at once. A failing first page fails the whole; a later page that fails is left out
// (and logged), so what did load is still used.
import type { Paged } from '@refit/contract';
import type { Logger } from './logger.ts';
import { settle } from './settle.ts';

export async function allRecords<T>(
  log: Logger,
  what: string,
  fetchPage: (pageNo: number) => Promise<Paged<T>>,
  maxPages: number,
): Promise<T[]> {
  const first = await fetchPage(1);
  const pages = Math.min(first.pages, maxPages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      settle(log, `${what}, page ${index + 2}`, async () => (await fetchPage(index + 2)).records, []),
    ),
  );
  return [...first.records, ...rest.flat()];
}
