// The calls of the content screens, one per endpoint of /api/admin/content.
import type { UiLanguage } from '@refit/contract';
import type { BaiduPushStatus } from '@refit/contract/admin';
import { adminCall } from '../../lib/api-client.ts';
import type {
  BulkAction,
  ContentDocument,
  ContentItem,
  ContentPage,
  ContentRevision,
  ContentStatus,
  ContentType,
} from './content-types.ts';

export interface ContentListQuery {
  pageNo: number;
  pageSize: number;
  q?: string | undefined;
  status?: ContentStatus | undefined;
  parentId?: number | undefined;
}

const base = (type: ContentType) => `/content/${type}`;
const item = (type: ContentType, id: number) => `${base(type)}/${id}`;

export function listContent(type: ContentType, query: ContentListQuery, signal?: AbortSignal) {
  return adminCall<ContentPage>(base(type), { query: { ...query }, signal });
}

export function getContent(type: ContentType, id: number, signal?: AbortSignal) {
  return adminCall<ContentItem>(item(type, id), { signal });
}

export function createContent(type: ContentType, document: ContentDocument) {
  return adminCall<{ id: number; version: number; status: ContentStatus }>(base(type), {
    method: 'POST',
    body: { document },
  });
}

export function saveContent(type: ContentType, id: number, version: number, document: ContentDocument) {
  return adminCall<{ version: number; status: ContentStatus }>(item(type, id), {
    method: 'PUT',
    body: { version, document },
  });
}

export function publishContent(type: ContentType, id: number, version: number) {
  return adminCall<unknown>(`${item(type, id)}/publish`, { method: 'POST', body: { version } });
}

export function unpublishContent(type: ContentType, id: number) {
  return adminCall<unknown>(`${item(type, id)}/unpublish`, { method: 'POST', body: {} });
}

/** Sets the draft of that version back to the published document. */
export function discardDraft(type: ContentType, id: number, version: number) {
  return adminCall<unknown>(`${item(type, id)}/discard`, { method: 'POST', body: { version } });
}

export function scheduleContent(type: ContentType, id: number, version: number, publishAt: string | null) {
  return adminCall<unknown>(`${item(type, id)}/schedule`, { method: 'POST', body: { version, publishAt } });
}

export function deleteContent(type: ContentType, id: number) {
  return adminCall<unknown>(item(type, id), { method: 'DELETE' });
}

export function reorderContent(type: ContentType, parentId: number | null, ids: number[]) {
  return adminCall<unknown>(`${base(type)}/reorder`, { method: 'POST', body: { parentId, ids } });
}

export function bulkContent(type: ContentType, action: BulkAction, ids: number[]) {
  return adminCall<{ done: number }>(`${base(type)}/bulk`, { method: 'POST', body: { action, ids } });
}

export function listRevisions(type: ContentType, id: number, signal?: AbortSignal) {
  return adminCall<{ records: ContentRevision[] }>(`${item(type, id)}/revisions`, { signal });
}

export function restoreRevision(type: ContentType, id: number, version: number) {
  return adminCall<{ version: number }>(`${item(type, id)}/revisions/${version}/restore`, {
    method: 'POST',
    body: {},
  });
}

/** A signed, expiring address of the item's public page rendered from its saved draft. */
export function previewContent(type: ContentType, id: number, lang: UiLanguage) {
  return adminCall<{ url: string; expiresAt: string; version: number }>(`${item(type, id)}/preview`, {
    method: 'POST',
    body: { lang },
  });
}

export function getBaiduPushStatus(signal?: AbortSignal) {
  return adminCall<BaiduPushStatus>('/baidu-push/status', { signal });
}
