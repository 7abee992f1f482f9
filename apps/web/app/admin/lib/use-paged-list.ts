// A filtered admin list: the filters read from the address, and the page of records the API
// answers for them (fetched again whenever the filters or the page change).
import { adminCall } from './api-client.ts';
import type { CallOptions } from './api-client.ts';
import { useSearch } from './search-form.ts';
import type { Paged } from './types.ts';
import { useAdminQuery } from './use-admin-query.ts';
import type { AdminQuery } from './use-admin-query.ts';

export interface PagedList<F, T> {
  filters: F;
  query: AdminQuery<Paged<T>>;
}

export function usePagedList<F, T>(
  path: string,
  readFilters: (search: URLSearchParams) => F,
  toQuery: (filters: F) => NonNullable<CallOptions['query']>,
): PagedList<F, T> {
  const filters = readFilters(useSearch());
  const query = useAdminQuery(JSON.stringify(filters), (signal) =>
    adminCall<Paged<T>>(path, { query: toQuery(filters), signal }),
  );
  return { filters, query };
}
