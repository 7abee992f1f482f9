// The media library's calls. Uploads go one file per request through XMLHttpRequest, whose
// upload progress events give each file its own progress bar (fetch has none).
import type {
  MediaDetail,
  MediaKind,
  MediaRecord,
  MediaUpdate,
  MediaUploadResult,
} from '@refit/contract/admin';
import { adminUrl, callAdmin, redirectToLogin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';

export type { MediaDetail, MediaKind, MediaRecord };

export interface MediaFilter {
  kind?: MediaKind | undefined;
  q?: string | undefined;
  pageNo?: number;
  pageSize?: number;
}

export function listMedia(filter: MediaFilter, signal?: AbortSignal) {
  return callAdmin('listMedia', {
    query: { kind: filter.kind, q: filter.q, pageNo: filter.pageNo, pageSize: filter.pageSize ?? 48 },
    signal,
  });
}

export function getMedia(id: number, signal?: AbortSignal) {
  return callAdmin('getMedia', { params: { id }, signal });
}

export function updateMedia(id: number, changes: MediaUpdate) {
  return callAdmin('updateMedia', { params: { id }, body: changes });
}

export function deleteMedia(id: number) {
  return callAdmin('deleteMedia', { params: { id } });
}

/** Uploads one file; `onProgress` gets the share sent so far (0..1). */
export function uploadMedia(file: File, onProgress: (sent: number) => void): Promise<MediaUploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', adminUrl('uploadMedia'));
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new AdminApiError(0, 'Network error'));
    request.onload = () => {
      const envelope = (request.response ?? {}) as { success?: boolean; result?: unknown; message?: string };
      if (request.status === 401) redirectToLogin();
      if (request.status >= 200 && request.status < 300 && envelope.success === true) {
        resolve(envelope.result as MediaUploadResult);
        return;
      }
      const failed = (envelope.result as MediaUploadResult | null)?.failed?.[0];
      reject(new AdminApiError(request.status, failed?.message ?? envelope.message ?? request.statusText));
    };
    const form = new FormData();
    form.append('files', file, file.name);
    request.send(form);
  });
}

/** A small picture of a file for grids: the narrowest WebP variant of an image, or nothing. */
export function thumbnailOf(record: MediaRecord): string | null {
  if (record.kind !== 'image' && record.kind !== 'svg') return null;
  const webp = record.variants.filter((variant) => variant.format === 'webp');
  return webp.find((variant) => variant.width >= 320)?.url ?? webp[0]?.url ?? record.url;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Whether the server is still making a file's standard variants. */
export function variantsPending(record: Pick<MediaRecord, 'variantsReady' | 'variantsTotal'>): boolean {
  return record.variantsReady < record.variantsTotal;
}
