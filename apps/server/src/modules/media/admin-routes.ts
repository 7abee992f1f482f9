// The media library's admin calls (owner, editor): upload, list, read with "where used", change
// alt texts and focal point, delete (refused while used). Each file is checked and stored whole
// before its row is written; a file that fails is reported by name and the others still land.
import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { adminEndpoints, MEDIA_MAX_FILES } from '@refit/contract/admin';
import type { MediaRecord, MediaUploadFailure } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { adminError, defineAdminRoute } from '../admin/guard.ts';
import { displayName, urlFileName } from './files/file-name.ts';
import { prepareUpload } from './files/prepare-upload.ts';
import { UploadRefusal } from './files/upload-refusal.ts';
import { MediaStorageUnavailable } from './storage/storage-unavailable.ts';
import {
  deleteMediaRow,
  findMedia,
  insertMedia,
  listMedia,
  toMediaRecord,
  updateMedia,
} from './repository.ts';
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
  const { db, mediaLibrary } = app;
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

  defineAdminRoute(app, adminEndpoints.uploadMedia, async ({ request, reply, user }) => {
    if (!request.isMultipart()) {
      throw adminError(415, `Send the files as multipart/form-data in the field "${FIELD}"`);
    }
    const records: MediaRecord[] = [];
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
          records.push(await storeFile(name, data, user.id, request.ip));
        } catch (error) {
          if (error instanceof MediaStorageUnavailable) {
            // Nothing of this file was kept; the others are tried, and each is reported.
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
      if (error instanceof UploadRefusal) throw error;
      // The server's own failure (the database), not a malformed upload: answered 5xx.
      if (error instanceof StoreFailure) throw error.cause;
      const refusal = requestRefusal(error);
      request.log.info({ err: error }, 'media upload refused');
      throw adminError(refusal.statusCode, refusal.message, { records, failed });
    }
    if (records.length === 0) {
      const first = failed[0];
      if (!first) throw adminError(400, `No file was sent in the field "${FIELD}"`, { records, failed });
      if (first.status === 503 && storageDown)
        reply.header('retry-after', String(storageDown.retryAfterSeconds));
      throw adminError(first.status, `${first.name}: ${first.message}`, { records, failed });
    }
    return { records, failed };
  });

  /** Checks and stores one file, then writes its row and audit line together. */
  async function storeFile(name: string, data: Buffer, actorId: number, ip: string): Promise<MediaRecord> {
    const prepared = await prepareUpload(data);
    const storageKey = `originals/${randomUUID()}.${prepared.extension}`;
    await mediaLibrary.storage.put(storageKey, prepared.data, prepared.mime);
    try {
      const id = await db.transaction().execute(async (trx) => {
        const newId = await insertMedia(trx, {
          storageKey,
          fileName: urlFileName(name, prepared.extension),
          name,
          kind: prepared.kind,
          mime: prepared.mime,
          bytes: prepared.data.length,
          width: prepared.width,
          height: prepared.height,
          sha256: createHash('sha256').update(prepared.data).digest('base64url'),
          createdBy: actorId,
        });
        await recordAudit(trx, {
          actorId,
          action: 'media.upload',
          target: `media:${newId}`,
          detail: { name, kind: prepared.kind, bytes: prepared.data.length },
          ip,
        });
        return newId;
      });
      const row = await findMedia(db, id);
      return toMediaRecord(row!);
    } catch (error) {
      // No row points at the stored bytes: remove them rather than leave an orphan. The row's
      // failure is the one to answer, even when the removal fails too.
      await mediaLibrary.storage.delete(storageKey).catch((removal: unknown) => {
        app.log.error({ err: removal, storageKey }, 'an upload without its row could not be removed');
      });
      throw error;
    }
  }

  defineAdminRoute(app, adminEndpoints.listMedia, async ({ query }) => listMedia(db, query));

  defineAdminRoute(app, adminEndpoints.getMedia, async ({ params }) => {
    const row = await findMedia(db, params.id);
    if (!row) throw adminError(404, 'File not found');
    return { ...toMediaRecord(row), usedBy: await findUsage(db, row.id) };
  });

  defineAdminRoute(app, adminEndpoints.updateMedia, async ({ params, body, user, request }) => {
    await db.transaction().execute(async (trx) => {
      const row = await findMedia(trx, params.id);
      if (!row) throw adminError(404, 'File not found');
      await updateMedia(trx, row.id, body);
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
      const usedBy = await findUsage(trx, found.id);
      if (usedBy.length > 0) {
        const places = usedBy.map((usage) => `${usage.type} "${usage.title}"`).join(', ');
        throw adminError(409, `The file is still used by ${places}`, { usedBy });
      }
      await deleteMediaRow(trx, found.id);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'media.delete',
        target: `media:${found.id}`,
        detail: { name: found.name, url: `/media/${found.id}/${found.fileName}` },
        ip: request.ip,
      });
      return found;
    });
    // The row is gone (the file is no longer served); its bytes are removed after the commit.
    // Bytes left behind by a store that failed just then cost space, not correctness: the
    // deletion stands and is answered as done.
    try {
      await mediaLibrary.storage.delete(row.storageKey);
      await mediaLibrary.storage.deletePrefix(`variants/${row.id}`);
    } catch (error) {
      request.log.error(
        { err: error, storageKey: row.storageKey },
        'a deleted file’s bytes were left in storage',
      );
    }
    return null;
  });
}
