// The content calls' shapes come from the contract as types only (erased from the bundle: the
// zod schemas stay on the server). The type list is repeated as a value here, because the
// contract's module carries zod; content-types.test.ts keeps the two lists equal.
import type {
  ContentItem,
  ContentListRecord,
  ContentPage,
  ContentRevisionAction,
  ContentStatus,
  ContentType,
} from '@refit/contract/admin';

export type { ContentItem, ContentListRecord, ContentPage, ContentStatus, ContentType };

export const CONTENT_TYPES = [
  'brands',
  'cars',
  'product-types',
  'products',
  'galleries',
  'news',
  'partners',
  'menus',
  'settings',
] as const satisfies readonly ContentType[];

export function isContentType(value: string | undefined): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value ?? '');
}

export const CONTENT_STATUSES = ['draft', 'published', 'changed'] as const satisfies readonly ContentStatus[];

/** A document is plain JSON: objects, arrays, strings, numbers, booleans and nulls. */
export type ContentDocument = Record<string, unknown>;

export interface ContentRevision {
  version: number;
  action: ContentRevisionAction;
  actorName: string | null;
  createdAt: string;
}

export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** The settings are one item with this id. */
export const SETTINGS_ID = 1;
