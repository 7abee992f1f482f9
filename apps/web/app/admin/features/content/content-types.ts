// Shapes of the /api/admin/content answers the screens read (the agreed content API). Types only:
// the zod schemas stay on the server, out of the browser bundle.
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
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: string | undefined): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value ?? '');
}

export type ContentStatus = 'draft' | 'published' | 'changed';
export const CONTENT_STATUSES: readonly ContentStatus[] = ['draft', 'published', 'changed'];

/** A document is plain JSON: objects, arrays, strings, numbers, booleans and nulls. */
export type ContentDocument = Record<string, unknown>;

export interface ContentListRecord {
  id: number;
  title: string;
  titleEn: string;
  thumbnailUrl: string | null;
  status: ContentStatus;
  missingTranslations: number;
  parentId: number | null;
  parentTitle: string | null;
  sortOrder: number;
  updatedAt: string | null;
  updatedByName: string | null;
  publishAt: string | null;
}

export interface ContentListPage {
  records: ContentListRecord[];
  total: number;
  pages: number;
  current: number;
  missingTranslationCount: number;
}

export interface ContentItem {
  id: number;
  status: ContentStatus;
  version: number;
  document: ContentDocument;
  missingFields: string[];
  publishAt: string | null;
  updatedAt: string | null;
  updatedByName: string | null;
  liveUrl: string | null;
}

export interface ContentRevision {
  version: number;
  action: 'save' | 'publish' | 'restore';
  actorName: string | null;
  createdAt: string;
}

export type BulkAction = 'publish' | 'unpublish' | 'delete';
