// Serving the media library's files (`/media/<id>/<name>`), their image variants
// (`/media/<id>/w/<width>.<format>`) and the variants of the site's own content images
// (`/api/image/<width>.<format>/<path under /api/static/>`). A media URL never changes its bytes
// (a new upload gets a new id), so those answers are cached for a year as immutable. Files are
// streamed from the storage, a byte range of them when asked (videos need it to play).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { failure } from '@refit/contract';
import { IMAGE_MIME, isImageFormat, isImageWidth } from '@refit/contract/image-variants';
import type { ImageFormat, ImageWidth } from '@refit/contract/image-variants';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestedRange } from '../../http/request/byte-range.ts';
import { clientGone } from '../../http/request/client-gone.ts';
import { answerIfUnavailable } from '../../http/temporarily-unavailable.ts';
import { CONTENT_FILE_CSP } from '../../plugins/static-files.ts';
import { EncodePoolFull } from '../images/encode-pool.ts';
import type { Variant } from '../images/image-variants.ts';
import { findMedia } from './repository.ts';
import { MediaStorageUnavailable } from './storage/storage-unavailable.ts';
import { parsePositiveId } from '@refit/contract/rules';

const ONE_YEAR = 365 * 24 * 60 * 60;
const ONE_DAY = 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send(failure('file not found'));
}

function contentFileHeaders(reply: FastifyReply, cacheControl: string) {
  reply.header('cache-control', cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', CONTENT_FILE_CSP);
  // Media answers may be shown by any page of the site, and by nothing else's.
  reply.header('cross-origin-resource-policy', 'same-origin');
}

function parseVariant(file: string): { width: ImageWidth; format: ImageFormat } | null {
  const match = /^(\d{3,4})\.([a-z]{3,4})$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  const format = match[2]!;
  return isImageWidth(width) && isImageFormat(format) ? { width, format } : null;
}

function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  variant: Variant,
  format: ImageFormat,
  cacheControl: string,
) {
  contentFileHeaders(reply, cacheControl);
  reply.header('etag', variant.etag);
  if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
  return reply.type(IMAGE_MIME[format]).send(variant.data);
}

function imageFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, left: AbortSignal) {
  // Its encode was dropped because the client left: nobody reads this answer.
  if (left.aborted) return reply.code(499).header('cache-control', 'no-store').send();
  // The store being down, or every encode slot taken, is the server's state, not the image's: the
  // error handler answers 503 with Retry-After. Refusing a variant beyond the pool's queue (rather
  // than answering a stored variant of another width or format) keeps each variant URL's bytes
  // the same, costs no store look-ups while the server is busiest, and a picture whose variant
  // fails shows its fallback (use-image-fallback.ts).
  if (error instanceof MediaStorageUnavailable || error instanceof EncodePoolFull) throw error;
  // A source sharp cannot read (damaged, too many pixels) is the content's problem, not a crash.
  request.log.warn({ err: error }, 'image variant could not be made');
  return reply.code(422).header('cache-control', 'no-store').send(failure('the image cannot be converted'));
}

export async function mediaFileRoutes(app: FastifyInstance) {
  const { db, mediaLibrary } = app;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = answerIfUnavailable(error, request, reply);
    if (unavailable) return unavailable;
    reply.header('cache-control', 'no-store');
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(failure(error.message));
    request.log.error({ err: error }, 'media file request failed');
    return reply.code(500).send(failure('internal server error'));
  });

  app.get<{ Params: { id: string; name: string } }>('/media/:id/:name', async (request, reply) => {
    const id = parsePositiveId(request.params.id);
    const row = id === null ? undefined : await findMedia(db, id);
    // A site file is served from the static folder, under its own address.
    if (!row || row.sitePath !== null || row.fileName !== request.params.name) return notFound(reply);
    const etag = `"${row.sha256.slice(0, 27)}"`;
    contentFileHeaders(reply, IMMUTABLE);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('accept-ranges', 'bytes');
    const size = Number(row.bytes);
    const range = requestedRange(request, size, etag);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('cache-control', 'no-store')
        .header('content-range', `bytes */${size}`)
        .send();
    }
    // Fastify reads a stream through only to drop it for HEAD, so a HEAD would cost a whole
    // video's transfer from the store: the row knows the length, the store is not asked.
    const stored =
      request.method === 'HEAD'
        ? { stream: Readable.from([]), bytes: range ? range.end - range.start + 1 : size }
        : await mediaLibrary.storage.stream(row.storageKey, range ?? undefined);
    if (!stored) return notFound(reply);
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', stored.bytes);
    reply.header('content-disposition', `inline; filename="${row.fileName}"`);
    return reply.type(row.mime).send(stored.stream);
  });

  app.get<{ Params: { id: string; file: string } }>('/media/:id/w/:file', async (request, reply) => {
    const variant = parseVariant(request.params.file);
    const id = parsePositiveId(request.params.id);
    const row = id === null || !variant ? undefined : await findMedia(db, id);
    if (!row || row.sitePath !== null || !variant) return notFound(reply);
    const left = clientGone(request, reply);
    try {
      const made = await mediaLibrary.variants.mediaVariant(row, variant.width, variant.format, {
        signal: left,
      });
      if (!made) return notFound(reply);
      return sendVariant(request, reply, made, variant.format, IMMUTABLE);
    } catch (error) {
      return imageFailure(request, reply, error, left);
    }
  });

  app.get<{ Params: { file: string; '*': string } }>('/api/image/:file/*', async (request, reply) => {
    const variant = parseVariant(request.params.file);
    if (!variant) return notFound(reply);
    const left = clientGone(request, reply);
    try {
      await app.demoPhotos.ensure(request.params['*']);
      const made = await mediaLibrary.variants.staticVariant(
        request.params['*'],
        variant.width,
        variant.format,
        { signal: left },
      );
      if (!made) return notFound(reply);
      // Content file names are not fingerprinted: a day of caching, then revalidation by ETag.
      return sendVariant(request, reply, made, variant.format, `public, max-age=${ONE_DAY}`);
    } catch (error) {
      // Every encode slot taken (a machine's first start, a flood): the site's own picture as it
      // is, the nearest thing already made, rather than a missing image; never kept by a cache.
      if (error instanceof EncodePoolFull && !left.aborted) {
        const original = mediaLibrary.variants.staticFile(request.params['*']);
        if (original && fs.existsSync(original)) {
          return reply
            .header('cache-control', 'no-store')
            .header('content-security-policy', CONTENT_FILE_CSP)
            .header('x-content-type-options', 'nosniff')
            .type(imageType(original))
            .send(fs.createReadStream(original));
        }
      }
      return imageFailure(request, reply, error, left);
    }
  });
}

function imageType(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  if (extension === 'svg') return 'image/svg+xml';
  return `image/${extension === 'jpg' ? 'jpeg' : extension}`;
}
