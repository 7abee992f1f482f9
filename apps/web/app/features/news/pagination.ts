// Which page numbers a pagination bar shows: always the first and last, the current page with
// its neighbours, and a gap (null) where numbers are left out.
export function pageNumbers(current: number, pages: number, around = 1): (number | null)[] {
  if (pages <= 0) return [];
  const wanted = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pages) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  let previous = 0;
  for (const page of sorted) {
    // A gap of exactly one page shows that page rather than an ellipsis.
    if (page - previous === 2) result.push(page - 1);
    else if (page - previous > 2) result.push(null);
    result.push(page);
    previous = page;
  }
  return result;
}

/** The list's address for a page, keeping the other query parameters; page 1 has no parameter. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
