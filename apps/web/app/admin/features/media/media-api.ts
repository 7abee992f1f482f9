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

/**
 * Uploads one file; `onProgress` gets the share sent so far (0..1). A file the library already
 * holds is refused (see `existingCopy`) unless `keepDuplicate` says to store it again.
 */
export function uploadMedia(
  file: File,
  onProgress: (sent: number) => void,
  { keepDuplicate = false }: { keepDuplicate?: boolean } = {},
): Promise<MediaUploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', adminUrl('uploadMedia', {}, { duplicates: keepDuplicate ? 'keep' : undefined }));
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
      reject(
        new AdminApiError(request.status, failed?.message ?? envelope.message ?? request.statusText, {
          result: envelope.result,
        }),
      );
    };
    const form = new FormData();
    form.append('files', file, file.name);
    request.send(form);
  });
}

/** The library's copy of a file an upload was refused for, when it was refused as a duplicate. */
export function existingCopy(error: unknown): MediaRecord | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  const failed = (error.result as MediaUploadResult | null)?.failed ?? [];
  return failed.find((one) => one.existing)?.existing ?? null;
}

/**
 * A small picture of a file for grids: the narrowest WebP variant of a photo, a drawing as it is
 * (drawings are small, and rasterising one costs more than it saves), or nothing.
 */
export function thumbnailOf(record: MediaRecord): string | null {
  if (record.kind === 'svg') return record.url;
  if (record.kind !== 'image') return null;
  const webp = record.variants.filter((variant) => variant.format === 'webp');
  return webp.find((variant) => variant.width >= 320)?.url ?? webp[0]?.url ?? record.url;
}

/** Whether the server is still making a file's standard variants. */
export function variantsPending(record: Pick<MediaRecord, 'variantsReady' | 'variantsTotal'>): boolean {
  return record.variantsReady < record.variantsTotal;
}
