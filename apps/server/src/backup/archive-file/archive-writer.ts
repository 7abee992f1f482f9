// Writes one backup archive, a gzip-compressed tar, entry by entry, hashing each entry's bytes as
// they go in; the manifest is the last entry. The file is written under a temporary name and
// renamed only once complete and on disk, so an interrupted backup (kill -9, a full disk) never
// leaves a file with the final name; an archive bound for a bucket is uploaded from it instead.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { FileRecord } from './manifest.ts';
import { MANIFEST_NAME } from './manifest.ts';

/** The suffix of an archive being written; never the name of a complete one. */
export const PARTIAL_SUFFIX = '.partial';

export interface ArchiveWriter {
  /** Adds `size` bytes read from `source` as entry `name`. */
  addStream(
    name: string,
    size: number,
    source: Readable | Iterable<Buffer> | AsyncIterable<Buffer>,
  ): Promise<FileRecord>;
  /** Adds a file from disk; its size is taken when it is opened (a file that then changes fails). */
  addFile(name: string, file: string): Promise<FileRecord>;
  /**
   * Adds the manifest, completes the archive and gives it its final name; or, with `publish`,
   * hands the complete file (still under its temporary name) to it instead, and removes it after.
   */
  finish(manifest: object, publish?: (file: string) => Promise<void>): Promise<{ bytes: number }>;
  /** Stops and removes what was written. */
  abort(): Promise<void>;
}

export async function openArchiveWriter(finalPath: string): Promise<ArchiveWriter> {
  const temporary = `${finalPath}.${randomBytes(4).toString('hex')}${PARTIAL_SUFFIX}`;
  const pack = tar.pack();
  // A fast level: archives are mostly photographs, which gzip does not shrink anyway.
  const written = pipeline(pack, createGzip({ level: 4 }), createWriteStream(temporary, { flags: 'wx' }));
  // Seen by whoever awaits it (finish); never an unhandled rejection meanwhile.
  written.catch(() => undefined);
  const mtime = new Date();

  async function addStream(
    name: string,
    size: number,
    source: Readable | Iterable<Buffer> | AsyncIterable<Buffer>,
  ): Promise<FileRecord> {
    const hash = createHash('sha256');
    let seen = 0;
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mtime, mode: 0o644, type: 'file' }, (error) =>
        error ? reject(error) : resolve(),
      );
      (async () => {
        for await (const chunk of source) {
          const bytes = chunk as Buffer;
          seen += bytes.length;
          if (seen > size) throw new Error(`${name} grew while it was being copied`);
          hash.update(bytes);
          if (!entry.write(bytes)) await new Promise<void>((drained) => entry.once('drain', () => drained()));
        }
        if (seen !== size) throw new Error(`${name} shrank while it was being copied`);
        // tar-stream's entries are streamx streams, whose end() takes no callback (the types say otherwise).
        (entry as unknown as { end(): void }).end();
      })().catch((error: unknown) => {
        entry.destroy(error as Error);
        reject(error as Error);
      });
    });
    return { path: name, size, sha256: hash.digest('hex') };
  }

  return {
    addStream,
    async addFile(name, file) {
      const handle = await open(file, 'r');
      try {
        const { size } = await handle.stat();
        if (size === 0) return await addStream(name, 0, []);
        return await addStream(
          name,
          size,
          createReadStream('', { fd: handle.fd, autoClose: false, start: 0, end: size - 1 }),
        );
      } finally {
        await handle.close();
      }
    },
    async finish(manifest, publish) {
      const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await addStream(MANIFEST_NAME, text.length, [text]);
      pack.finalize();
      await written;
      // On disk before it gets the name that says it is complete.
      const handle = await open(temporary, 'r');
      let bytes: number;
      try {
        await handle.sync();
        bytes = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      if (publish) {
        try {
          await publish(temporary);
        } finally {
          await rm(temporary, { force: true });
        }
        return { bytes };
      }
      await rename(temporary, finalPath);
      await syncFolder(path.dirname(finalPath));
      return { bytes };
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
      await rm(temporary, { force: true });
    },
  };
}

/** Makes a rename in the folder durable. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a folder; the rename stands all the same.
  } finally {
    await handle.close();
  }
}
