// Reads a backup archive. `verifyArchive` reads it whole and checks every entry against the
// manifest (size and SHA-256, nothing missing, nothing extra) before a restore writes anything;
// `extractArchive` then writes the entries out, checking each again as it goes, in case the file
// changed between the two reads.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from '../backup-error.ts';
import type { Manifest } from './manifest.ts';
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  MAX_MANIFEST_BYTES,
  manifestSchema,
} from './manifest.ts';

/** Entry names a restore accepts: relative, forward slashes, no empty, `.` or `..` segment, no control character. */
function isSafeName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (name.includes('\\') || /[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

type EntryHandler = (name: string, size: number, content: Readable) => Promise<void>;

/** Calls `onEntry` for each entry in order; a damaged or cut archive is refused in words. */
async function readEntries(file: string, onEntry: EntryHandler): Promise<void> {
  try {
    await stat(file);
  } catch {
    throw new BackupError(`${file}: no such file`);
  }
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (type !== 'file') throw new BackupError(`the archive holds an entry that is not a file: ${name}`);
      if (!isSafeName(name)) throw new BackupError(`the archive holds an unsafe entry name: ${name}`);
      await onEntry(name, size, entry as unknown as Readable);
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${path.basename(file)} is damaged or incomplete (${(error as Error).message}); it is not a whole backup archive`,
      { cause: error },
    );
  }
}

/** A pass-through that hashes and counts what goes through it. */
function hashing(): { tap: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Reads the archive whole and answers its manifest once every entry matches it; refuses (BackupError)
 * an archive that is damaged, cut short, of another format, or whose entries differ from the manifest.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  await readEntries(file, async (name, size, content) => {
    if (seen.has(name) || (name === MANIFEST_NAME && manifestText !== undefined))
      throw new BackupError(`the archive holds ${name} twice`);
    if (name === MANIFEST_NAME) {
      if (size > MAX_MANIFEST_BYTES) throw new BackupError('the archive has no readable manifest');
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      manifestText = Buffer.concat(chunks).toString('utf8');
      return;
    }
    if (manifestText !== undefined) throw new BackupError(`the archive holds ${name} after its manifest`);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of content) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    seen.set(name, { size: bytes, sha256: hash.digest('hex') });
  });
  if (manifestText === undefined)
    throw new BackupError(`${path.basename(file)} has no manifest: it is not a whole backup archive`);
  const manifest = parseManifest(manifestText);
  const listed = new Set<string>();
  for (const record of manifest.files) {
    if (listed.has(record.path)) throw new BackupError(`the manifest lists ${record.path} twice`);
    listed.add(record.path);
    const found = seen.get(record.path);
    if (!found) throw new BackupError(`the archive lacks ${record.path}, which its manifest lists`);
    if (found.size !== record.size || found.sha256 !== record.sha256)
      throw new BackupError(
        `${record.path} in the archive does not match its checksum in the manifest: the archive is damaged`,
      );
  }
  for (const name of seen.keys())
    if (!listed.has(name))
      throw new BackupError(`the archive holds ${name}, which its manifest does not list`);
  return manifest;
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('the archive has no readable manifest');
  }
  const head = json as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== ARCHIVE_FORMAT) throw new BackupError('this is not a backup archive of this site');
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `the archive is of format ${head.formatVersion}, newer than this code reads (${FORMAT_VERSION}): restore it with the version of the site that made it`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`the archive's manifest is not valid: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Writes each entry `place` names a path for (undefined: skipped), checking it against the verified
 * manifest again as it is written. Folders are made as needed.
 */
export async function extractArchive(
  file: string,
  manifest: Manifest,
  place: (name: string) => string | undefined,
): Promise<void> {
  const expected = new Map(manifest.files.map((record) => [record.path, record]));
  await readEntries(file, async (name, _size, content) => {
    const target = name === MANIFEST_NAME ? undefined : place(name);
    const record = expected.get(name);
    if (target === undefined || !record) {
      for await (const chunk of content) void chunk;
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    const { tap, result } = hashing();
    await pipeline(content, tap, createWriteStream(target, { flags: 'wx' }));
    const written = result();
    if (written.size !== record.size || written.sha256 !== record.sha256)
      throw new BackupError(
        `${name} changed since the archive was checked: the archive file is being modified`,
      );
  });
}
