// The calls of the content screens, one per endpoint of /api/admin/content.
import type { UiLanguage } from '@refit/contract';
import { callAdmin } from '../../lib/api-client.ts';
import type { BulkAction, ContentDocument, ContentStatus, ContentType } from './content-types.ts';

export interface ContentListQuery {
  pageNo: number;
  pageSize: number;
  q?: string | undefined;
  status?: ContentStatus | undefined;
  parentId?: number | undefined;
}

export function listContent(type: ContentType, query: ContentListQuery, signal?: AbortSignal) {
  return callAdmin('listContent', { params: { type }, query, signal });
}

export function getContent(type: ContentType, id: number, signal?: AbortSignal) {
  return callAdmin('getContent', { params: { type, id }, signal });
}

export function createContent(type: ContentType, document: ContentDocument) {
  return callAdmin('createContent', { params: { type }, body: { document } });
}

export function saveContent(type: ContentType, id: number, version: number, document: ContentDocument) {
  return callAdmin('saveContent', { params: { type, id }, body: { version, document } });
}

export function publishContent(type: ContentType, id: number, version: number) {
  return callAdmin('publishContent', { params: { type, id }, body: { version } });
}

export function unpublishContent(type: ContentType, id: number) {
  return callAdmin('unpublishContent', { params: { type, id } });
}

/** Sets the draft of that version back to the published document. */
export function discardDraft(type: ContentType, id: number, version: number) {
  return callAdmin('discardContentDraft', { params: { type, id }, body: { version } });
}

export function scheduleContent(type: ContentType, id: number, version: number, publishAt: string | null) {
  return callAdmin('scheduleContent', { params: { type, id }, body: { version, publishAt } });
}

export function deleteContent(type: ContentType, id: number) {
  return callAdmin('deleteContent', { params: { type, id } });
}

export function reorderContent(type: ContentType, parentId: number | null, ids: number[]) {
  return callAdmin('reorderContent', { params: { type }, body: { parentId, ids } });
}

export function bulkContent(type: ContentType, action: BulkAction, ids: number[]) {
  return callAdmin('bulkContent', { params: { type }, body: { action, ids } });
}

export function listRevisions(type: ContentType, id: number, signal?: AbortSignal) {
  return callAdmin('listContentRevisions', { params: { type, id }, signal });
}

export function restoreRevision(type: ContentType, id: number, version: number) {
  return callAdmin('restoreContentRevision', { params: { type, id, version } });
}

/** A signed, expiring address of the item's public page rendered from its saved draft. */
export function previewContent(type: ContentType, id: number, lang: UiLanguage) {
  return callAdmin('previewContent', { params: { type, id }, body: { lang } });
}

export function getBaiduPushStatus(signal?: AbortSignal) {
  return callAdmin('getBaiduPushStatus', { signal });
}
