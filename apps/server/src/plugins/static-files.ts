// Content files (images, brochures) under /api/static/. @fastify/static refuses paths that
// climb out of the root, encoded or not; dot files are never served.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_DAY = 24 * 60 * 60;

/** Content files opened directly (uploaded SVG, HTML or PDF) must not run script with the site's origin. */
export const CONTENT_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

export async function staticFiles(app: FastifyInstance, options: { root: string }) {
  // A demo photograph not made yet (a machine's first start) is made before it is served.
  app.addHook('onRequest', async (request) => {
    const relative = request.url.split('?')[0]!.replace(/^\/api\/static\//, '');
    if (relative.endsWith('.jpg')) await app.demoPhotos.ensure(safeDecode(relative));
  });
  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    prefix: '/static/',
    decorateReply: false,
    serveDotFiles: false,
    index: false,
    etag: true,
    lastModified: true,
    // Content file names are not fingerprinted: a day of caching, then revalidation by ETag.
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${ONE_DAY}`);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', CONTENT_FILE_CSP);
    },
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
