import { ENQUIRY_STATUSES } from '@refit/contract/admin/enquiry-words';
import type { EnquiryStatus } from '@refit/contract/admin';
// The inbox's state lives in the URL (shareable, the back button works): this maps the page's
// search parameters to the API's query and back.

export const PAGE_SIZE = 20;
export type EnquirySort = 'receivedAt' | 'name' | 'status';
const SORTS: readonly EnquirySort[] = ['receivedAt', 'name', 'status'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,8}$/;

export interface EnquiryFilters {
  page: number;
  status: EnquiryStatus | '';
  from: string;
  to: string;
  q: string;
  /** A user's id, as text (the select's value), or '' for anyone. */
  assignee: string;
  sort: EnquirySort;
  order: 'asc' | 'desc';
}

export function readFilters(params: URLSearchParams): EnquiryFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const assignee = params.get('assignee') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    status: (ENQUIRY_STATUSES as readonly string[]).includes(status) ? (status as EnquiryStatus) : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    assignee: ID.test(assignee) ? assignee : '',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as EnquirySort) : 'receivedAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The filters without paging: what the CSV export takes. */
export function filterQuery(filters: EnquiryFilters): Record<string, string> {
  return {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    q: filters.q,
    assigneeId: filters.assignee,
    sort: filters.sort,
    order: filters.order,
  };
}

export function listQuery(filters: EnquiryFilters): Record<string, string | number> {
  return { ...filterQuery(filters), pageNo: filters.page, pageSize: PAGE_SIZE };
}

/** The page's search with a new sort, back on the first page (other parameters kept). */
export function sortSearch(search: string, sort: EnquirySort, order: 'asc' | 'desc'): string {
  const params = new URLSearchParams(search);
  params.set('sort', sort);
  params.set('order', order);
  params.delete('page');
  return `?${params.toString()}`;
}

export function hasFilters(filters: EnquiryFilters): boolean {
  return Boolean(filters.status || filters.from || filters.to || filters.q || filters.assignee);
}
