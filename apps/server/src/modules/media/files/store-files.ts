// The storing half of an upload, shared by the admin's upload call and the content import: a
// checked file's bytes put in the media storage under a new key, the library copy of the same
// bytes found by SHA-256, the rows of stored files written with their audit lines in one
// transaction, and the bytes of files that are not kept removed again.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import { findMediaByHash, insertMedia } from '../repository.ts';
import type { MediaRow, NewMedia } from '../repository.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import { urlFileName } from './file-name.ts';
import type { PreparedFile } from './prepare-upload.ts';

/** A checked file whose bytes are stored: its row as it will be written, but for who wrote it. */
export type StagedFile = Omit<NewMedia, 'createdBy'> & { receivedSha256: string };

/** SHA-256 in base64url, as the library keeps it. */
export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64url');

/**
 * The library's copy of a file, by the hash of its bytes as received (a second upload of the same
 * file) or as stored (a file downloaded from the library); undefined when it holds neither.
 */
export async function libraryCopyOf(db: Db, hashes: readonly string[]): Promise<MediaRow | undefined> {
  const [existing] = await findMediaByHash(db, hashes);
  return existing;
}

/** Stores the bytes of one checked file; its row is written by recordStaged. */
export async function stageFile(
  storage: MediaStorage,
  name: string,
  prepared: PreparedFile,
  receivedSha256: string,
): Promise<StagedFile> {
  const storageKey = `originals/${randomUUID()}.${prepared.extension}`;
  await storage.put(storageKey, prepared.data, prepared.mime);
  return {
    storageKey,
    fileName: urlFileName(name, prepared.extension),
    name,
    kind: prepared.kind,
    mime: prepared.mime,
    bytes: prepared.data.length,
    width: prepared.width,
    height: prepared.height,
    sha256: sha256(prepared.data),
    receivedSha256,
  };
}

/** Removes the stored bytes of files that are not kept; a removal that fails is reported only. */
export async function discardStaged(
  storage: MediaStorage,
  staged: readonly StagedFile[],
  onError: (error: unknown, storageKey: string) => void,
): Promise<void> {
  for (const file of staged) {
    await storage.delete(file.storageKey).catch((removal: unknown) => onError(removal, file.storageKey));
  }
}

/**
 * Writes the rows and audit lines of stored files in one transaction (the caller's, when it passes
 * one); answers their ids. `actorId` is null for the command line.
 */
export async function recordStaged(
  db: Db,
  staged: readonly StagedFile[],
  actor: { id: number | null; ip: string },
): Promise<number[]> {
  const written: number[] = [];
  for (const { receivedSha256: _received, ...file } of staged) {
    const newId = await insertMedia(db, { ...file, createdBy: actor.id });
    await recordAudit(db, {
      actorId: actor.id,
      action: 'media.upload',
      target: `media:${newId}`,
      detail: { name: file.name, kind: file.kind, bytes: file.bytes },
      ip: actor.ip,
    });
    written.push(newId);
  }
  return written;
}
