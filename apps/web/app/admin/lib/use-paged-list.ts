// A filtered admin list: the filters read from the address, and the page of records the API
// answers for them (fetched again whenever the filters or the page change).
import { callAdmin } from './api-client.ts';
import type { AdminInput, AdminResult } from './api-client.ts';
import { useSearch } from './search-form.ts';
import { useAdminQuery } from './use-admin-query.ts';
import type { AdminQuery } from './use-admin-query.ts';

/** The paged lists whose filters live in the address. */
type PagedListCall = 'listEnquiries' | 'listAudit';

export interface PagedList<F, N extends PagedListCall> {
  filters: F;
  query: AdminQuery<AdminResult<N>>;
}

export function usePagedList<N extends PagedListCall, F>(
  name: N,
  readFilters: (search: URLSearchParams) => F,
  toQuery: (filters: F) => AdminInput<N>['query'],
): PagedList<F, N> {
  const filters = readFilters(useSearch());
  const query = useAdminQuery(JSON.stringify(filters), (signal) =>
    callAdmin<PagedListCall>(name, { query: toQuery(filters), signal } as AdminInput<PagedListCall>),
  ) as AdminQuery<AdminResult<N>>;
  return { filters, query };
}
