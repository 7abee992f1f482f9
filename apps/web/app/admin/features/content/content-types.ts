// The content calls' shapes come from the contract as types only (erased from the bundle: the
// zod schemas stay on the server); the type list comes from the types' declarations, which carry
// no zod.
import type {
  ContentItem,
  ContentListRecord,
  ContentNotShownReason,
  ContentPage,
  ContentRevisionAction,
  ContentStatus,
  ContentType,
} from '@refit/contract/admin';

export type {
  ContentItem,
  ContentListRecord,
  ContentNotShownReason,
  ContentPage,
  ContentStatus,
  ContentType,
};

export { CONTENT_TYPES, isContentType } from '@refit/contract/content-types';

export const CONTENT_STATUSES = ['draft', 'published', 'changed'] as const satisfies readonly ContentStatus[];

/** A document is plain JSON: objects, arrays, strings, numbers, booleans and nulls. */
export type ContentDocument = Record<string, unknown>;

export interface ContentRevision {
  version: number;
  action: ContentRevisionAction;
  actorName: string | null;
  createdAt: string;
  /** The backend an imported revision came from. */
  origin: string | null;
}

export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** The settings are one item with this id. */
export const SETTINGS_ID = 1;
