// The uploads of the screen: each dropped or chosen file gets a row with its own progress, sent
// two at a time; the library reloads as files land. A file the library already holds waits for
// the editor's choice: use the library's copy, or upload it anyway as a second file.
import { useCallback, useRef, useState } from 'react';
import { AdminApiError } from '../../lib/api-error.ts';
import { existingCopy, uploadMedia } from './media-api.ts';
import type { MediaRecord } from './media-api.ts';

export interface UploadRow {
  key: number;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'duplicate' | 'existing';
  message: string;
  /** The file stored; for a duplicate, the library's copy of it. */
  record: MediaRecord | null;
}

const AT_ONCE = 2;

export function useUploads(
  onUploaded: (record: MediaRecord) => void,
  /** The editor chose the library's copy of a file sent again (by default, as if it was uploaded). */
  onUseExisting: (record: MediaRecord) => void = onUploaded,
) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(1);
  // The files of rows waiting for a choice, to send again when the editor says so.
  const waiting = useRef(new Map<number, File>());
  const change = (key: number, patch: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const send = useCallback(
    async (key: number, file: File, keepDuplicate: boolean) => {
      change(key, { state: 'uploading', progress: 0 });
      try {
        const result = await uploadMedia(file, (sent) => change(key, { progress: sent }), { keepDuplicate });
        const record = result.records[0] ?? null;
        change(key, { state: 'done', progress: 1, record });
        if (record) onUploaded(record);
      } catch (error) {
        const existing = existingCopy(error);
        if (existing) {
          waiting.current.set(key, file);
          change(key, { state: 'duplicate', progress: 1, record: existing });
          return;
        }
        const message = error instanceof AdminApiError ? error.message : String(error);
        change(key, { state: 'failed', message });
      }
    },
    [onUploaded],
  );

  const add = useCallback(
    (files: File[]) => {
      const queued = files.map((file) => ({ file, key: nextKey.current++ }));
      setRows((current) => [
        ...queued.map(({ file, key }) => ({
          key,
          name: file.name,
          progress: 0,
          state: 'waiting' as const,
          message: '',
          record: null,
        })),
        ...current,
      ]);
      const work = [...queued];
      const worker = async () => {
        for (let item = work.shift(); item; item = work.shift()) await send(item.key, item.file, false);
      };
      void Promise.all(Array.from({ length: Math.min(AT_ONCE, queued.length) }, worker));
    },
    [send],
  );

  /** The editor's choice for a file the library already holds. */
  const resolve = useCallback(
    (row: UploadRow, choice: 'existing' | 'upload') => {
      const file = waiting.current.get(row.key);
      waiting.current.delete(row.key);
      if (choice === 'existing' || !file) {
        change(row.key, { state: 'existing' });
        if (row.record) onUseExisting(row.record);
        return;
      }
      void send(row.key, file, true);
    },
    [onUseExisting, send],
  );

  return { rows, add, resolve };
}
