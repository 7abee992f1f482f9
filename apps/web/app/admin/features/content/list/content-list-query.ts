// The list's filters live in the URL (shareable, back works): text, status, parent and page.
import { CONTENT_STATUSES } from '../content-types.ts';
import type { ContentStatus } from '../content-types.ts';
import type { ContentTypeSpec } from '../fields/field-spec.ts';

export interface ContentFilters {
  q: string;
  status: ContentStatus | '';
  parentId: number | null;
  page: number;
}

export function readContentFilters(search: URLSearchParams): ContentFilters {
  const status = search.get('status') ?? '';
  const parent = Number(search.get('parentId'));
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: (CONTENT_STATUSES as readonly string[]).includes(status) ? (status as ContentStatus) : '',
    parentId: Number.isInteger(parent) && parent > 0 ? parent : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * Rows can be dragged when the whole scope is on screen: no text or status filter, the parent
 * chosen when the type has one, and everything on one page (the largest page is asked for).
 */
export function canReorder(spec: ContentTypeSpec, filters: ContentFilters): boolean {
  return spec.ordered && !filters.q && !filters.status && (!spec.parent || filters.parentId !== null);
}

export const ORDER_PAGE_SIZE = 100;
export const LIST_PAGE_SIZE = 30;
