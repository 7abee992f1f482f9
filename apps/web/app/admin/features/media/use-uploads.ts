// The uploads of the screen: each dropped or chosen file gets a row with its own progress, sent
// two at a time; the library reloads as files land.
import { useCallback, useRef, useState } from 'react';
import { AdminApiError } from '../../lib/api-error.ts';
import { uploadMedia } from './media-api.ts';
import type { MediaRecord } from './media-api.ts';

export interface UploadRow {
  key: number;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message: string;
  record: MediaRecord | null;
}

const AT_ONCE = 2;

export function useUploads(onUploaded: (record: MediaRecord) => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(1);
  const change = (key: number, patch: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

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
        for (let item = work.shift(); item; item = work.shift()) {
          const { file, key } = item;
          change(key, { state: 'uploading' });
          try {
            const result = await uploadMedia(file, (sent) => change(key, { progress: sent }));
            const record = result.records[0] ?? null;
            change(key, { state: 'done', progress: 1, record });
            if (record) onUploaded(record);
          } catch (error) {
            const message = error instanceof AdminApiError ? error.message : String(error);
            change(key, { state: 'failed', message });
          }
        }
      };
      void Promise.all(Array.from({ length: Math.min(AT_ONCE, queued.length) }, worker));
    },
    [onUploaded],
  );

  return { rows, add };
}
