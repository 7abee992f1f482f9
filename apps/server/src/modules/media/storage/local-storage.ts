// The media storage on local disk (DATA_DIR/media). A file is written under a temporary name in
// the same folder and renamed into place, so a crash or a full disk never leaves half a file
// where a reader would find it.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage, StoredObject } from './media-storage.ts';
import { assertKey } from './media-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function localStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(temporary, data, { flush: true });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        if (!range) return { stream: createReadStream(file), bytes: size };
        const end = Math.min(range.end, size - 1);
        return { stream: createReadStream(file, { start: range.start, end }), bytes: end - range.start + 1 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
