// The media library's admin calls (owner, editor): upload, list, read with "where used", change
// alt texts and focal point, delete (refused while used). An upload is all or nothing: each file is
// checked and stored whole before the rows of all of them are written together; when any file, or
// the request itself, is refused, nothing of it is kept and each refused file is reported by name.
// A file the library already holds (by SHA-256) is refused with the library's copy unless the
// uploader asks to keep a second one, so the library does not fill with copies by accident.
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { adminEndpoints, MEDIA_MAX_FILES } from '@refit/contract/admin';
import type { MediaUploadFailure } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { bumpContentVersion } from '../../db/content-version.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { adminError, defineAdminRoute } from '../admin/guard.ts';
import { displayName } from './files/file-name.ts';
import { prepareUpload } from './files/prepare-upload.ts';
import type { PreparedFile } from './files/prepare-upload.ts';
import { discardStaged, libraryCopyOf, recordStaged, sha256, stageFile } from './files/store-files.ts';
import type { StagedFile } from './files/store-files.ts';
import { UploadRefusal } from './files/upload-refusal.ts';
import { MediaStorageUnavailable } from './storage/storage-unavailable.ts';
import { deleteMediaRow, findMedia, listMedia, mediaUrl, toMediaRecord, updateMedia } from './repository.ts';
import type { MediaRow } from './repository.ts';
import { findUsage } from './usage.ts';

const FIELD = 'files';
const STORAGE_UNAVAILABLE = 'The media storage is unavailable; try again in a moment';

/** A failure while storing a checked file that is the server's own, told apart from multipart errors. */
class StoreFailure extends Error {
  constructor(cause: unknown) {
    super('storing an upload failed', { cause });
  }
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Multipart failures of the request as a whole (too many files, a malformed body). */
function requestRefusal(error: unknown) {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return adminError(413, `Send at most ${MEDIA_MAX_FILES} files at once`);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return adminError(415, `Send the files as multipart/form-data in the field "${FIELD}"`);
  }
  return adminError(400, 'The upload was malformed or interrupted');
}

export async function mediaAdminRoutes(app: FastifyInstance) {
  const { db, mediaLibrary, mediaVariantJobs } = app;
  const maxBytes = app.config.MEDIA_MAX_BYTES;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxBytes,
      files: MEDIA_MAX_FILES,
      fields: 10,
      parts: MEDIA_MAX_FILES + 10,
      fieldSize: 1024,
    },
  });

  /**
   * Why a checked file may not be kept as a new one: it was sent twice in this upload, or the
   * library holds its bytes already (as sent: a second upload of the same file; as stored: a
   * file downloaded from the library). Null when it is new.
   */
  async function duplicateOf(
    name: string,
    received: string,
    stored: string,
    staged: readonly StagedFile[],
  ): Promise<MediaUploadFailure | null> {
    const hashes = [received, stored];
    if (staged.some((file) => hashes.includes(file.sha256) || hashes.includes(file.receivedSha256)))
      return { name, status: 409, message: 'The same file is sent twice in this upload' };
    const existing = await libraryCopyOf(db, hashes);
    if (!existing) return null;
    return {
      name,
      status: 409,
      message: `This file is already in the library as "${existing.name}"`,
      existing: toMediaRecord(existing),
    };
  }

  defineAdminRoute(app, adminEndpoints.uploadMedia, async ({ request, reply, user, query }) => {
    if (!request.isMultipart()) {
      throw adminError(415, `Send the files as multipart/form-data in the field "${FIELD}"`);
    }
    // An upload is kept whole or not at all. Each accepted file's bytes are stored as it arrives
    // (one file in memory at a time), and the rows of all of them are written together once every
    // part is in; any refusal, of a file or of the request, removes the bytes stored so far.
    const staged: StagedFile[] = [];
    const failed: MediaUploadFailure[] = [];
    let storageDown: MediaStorageUnavailable | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const name = displayName(part.filename);
        const data = await part.toBuffer();
        if (part.fieldname !== FIELD) {
          failed.push({ name, status: 400, message: `Files go in the field "${FIELD}"` });
          continue;
        }
        if (part.file.truncated) {
          failed.push({ name, status: 413, message: `The file is larger than ${megabytes(maxBytes)}` });
          continue;
        }
        try {
          const prepared = await prepareUpload(data);
          const received = sha256(data);
          if (query.duplicates === 'refuse') {
            const duplicate = await duplicateOf(name, received, sha256(prepared.data), staged);
            if (duplicate) {
              failed.push(duplicate);
              continue;
            }
          }
          // Once a file is refused nothing will be kept, so the files after it are checked but not
          // stored: the answer still names every refused file, to be mended before sending again.
          if (failed.length === 0) staged.push(await stage(name, prepared, received));
        } catch (error) {
          if (error instanceof MediaStorageUnavailable) {
            request.log.error({ err: error }, error.message);
            storageDown = error;
            failed.push({ name, status: 503, message: STORAGE_UNAVAILABLE });
            continue;
          }
          if (!(error instanceof UploadRefusal)) throw new StoreFailure(error);
          failed.push({ name, status: error.status, message: error.message });
        }
      }
    } catch (error) {
      await discard(staged);
      if (error instanceof UploadRefusal) throw error;
      // The server's own failure (the database), not a malformed upload: answered 5xx.
      if (error instanceof StoreFailure) throw error.cause;
      const refusal = requestRefusal(error);
      request.log.info({ err: error }, 'media upload refused');
      throw adminError(refusal.statusCode, refusal.message, { records: [], failed });
    }
    const first = failed[0];
    if (first) {
      await discard(staged);
      if (first.status === 503 && storageDown)
        reply.header('retry-after', String(storageDown.retryAfterSeconds));
      throw adminError(first.status, `${first.name}: ${first.message}`, { records: [], failed });
    }
    if (staged.length === 0)
      throw adminError(400, `No file was sent in the field "${FIELD}"`, { records: [], failed });
    let ids: number[];
    try {
      ids = await record(staged, user.id, request.ip);
    } catch (error) {
      // No row points at the stored bytes: remove them rather than leave orphans. The rows'
      // failure is the one to answer, even when the removal fails too.
      await discard(staged);
      throw error;
    }
    const stored: MediaRow[] = [];
    for (const id of ids) stored.push((await findMedia(db, id))!);
    // Every committed photo gets its variants, made in the background once the files are in: the
    // answer never waits for them, and the upload's own work is not slowed by them.
    mediaVariantJobs.schedule(stored);
    return { records: stored.map(toMediaRecord), failed: [] };
  });

  /** Stores the bytes of one checked file; its row waits for the rest of the upload. */
  const stage = (name: string, prepared: PreparedFile, receivedSha256: string) =>
    stageFile(mediaLibrary.storage, name, prepared, receivedSha256);

  /** Removes the stored bytes of an upload that is not kept; a removal that fails is logged only. */
  const discard = (staged: StagedFile[]) =>
    discardStaged(mediaLibrary.storage, staged, (removal, storageKey) =>
      app.log.error({ err: removal, storageKey }, 'a refused upload’s bytes were left in storage'),
    );

  /** Writes the rows and audit lines of every file of an upload in one transaction. */
  const record = (staged: StagedFile[], actorId: number, ip: string) =>
    db.transaction().execute((trx) => recordStaged(trx, staged, { id: actorId, ip }));

  defineAdminRoute(app, adminEndpoints.listMedia, async ({ query }) => listMedia(db, query));

  defineAdminRoute(app, adminEndpoints.getMedia, async ({ params }) => {
    const row = await findMedia(db, params.id);
    if (!row) throw adminError(404, 'File not found');
    return { ...toMediaRecord(row), usedBy: await findUsage(db, row) };
  });

  defineAdminRoute(app, adminEndpoints.updateMedia, async ({ params, body, user, request }) => {
    await db.transaction().execute(async (trx) => {
      const row = await findMedia(trx, params.id);
      if (!row) throw adminError(404, 'File not found');
      await updateMedia(trx, row.id, body);
      // Public pages crop media images around their focal point: a moved point renews them.
      const focalMoved =
        (body.focalX !== undefined && body.focalX !== Number(row.focalX)) ||
        (body.focalY !== undefined && body.focalY !== Number(row.focalY));
      if (focalMoved) await bumpContentVersion(trx);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'media.update',
        target: `media:${row.id}`,
        detail: { name: row.name, changes: body },
        ip: request.ip,
      });
    });
    return toMediaRecord((await findMedia(db, params.id))!);
  });

  defineAdminRoute(app, adminEndpoints.deleteMedia, async ({ params, user, request }) => {
    const row = await db.transaction().execute(async (trx) => {
      const found = await findMedia(trx, params.id);
      if (!found) throw adminError(404, 'File not found');
      const usedBy = await findUsage(trx, found);
      if (usedBy.length > 0) {
        const places = usedBy.map((usage) => `${usage.type} "${usage.title}"`).join(', ');
        throw adminError(409, `The file is still used by ${places}`, { usedBy });
      }
      await deleteMediaRow(trx, found.id);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'media.delete',
        target: `media:${found.id}`,
        detail: { name: found.name, url: mediaUrl(found) },
        ip: request.ip,
      });
      return found;
    });
    // The row is gone (the file is no longer served); its bytes are removed after the commit, once
    // no variant of it is being made (one made meanwhile would be left behind). Bytes left behind
    // by a store that failed just then cost space, not correctness: the deletion stands and is
    // answered as done.
    await mediaVariantJobs.cancel(row.id);
    try {
      if (row.sitePath === null) {
        await mediaLibrary.variants.discard(row.id);
        await mediaLibrary.storage.delete(row.storageKey);
      } else {
        // A site file lives in the static folder, where pages would still find it.
        const file = mediaLibrary.variants.staticFile(row.sitePath);
        if (file) await rm(file, { force: true });
      }
    } catch (error) {
      request.log.error(
        { err: error, storageKey: row.storageKey },
        'a deleted file’s bytes were left in storage',
      );
    }
    return null;
  });
}
