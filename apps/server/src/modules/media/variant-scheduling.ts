// Wires the background variant jobs (modules/images/variant-jobs.ts) to the media library: the
// uploads queue their photos, deletions cancel them, and at start-up one process among all (a
// lease, jobs/lease.ts) queues the photos whose variants are incomplete: those a restart interrupted, and
// those uploaded before variants were made at upload. Missing variants are also still made on a
// visitor's first request, so nothing waits on the sweep.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { withLease } from '../../jobs/lease.ts';
import { VariantJobs } from '../images/variant-jobs.ts';
import { listIncompleteVariants, recordVariantsReady } from './repository.ts';
import { startWhenDatabaseReady } from '../../db/database-startup.ts';
import type { Db } from '../../db/connect.ts';
import type { MediaLibrary } from './media-library.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mediaVariantJobs: VariantJobs;
  }
}

/** The sweep holds this lease while it works (renewed; a process that dies frees it a minute later). */
const SWEEP_LEASE = 'media-variant-sweep';

/** The variant jobs of a media library: the server's, and the content import's for the files it adds. */
export function createVariantJobs(
  db: Db,
  mediaLibrary: MediaLibrary,
  onError: (error: unknown, mediaId: number) => void,
): VariantJobs {
  return new VariantJobs({
    make: (source, variant) =>
      mediaLibrary.variants.mediaVariant(source, variant.width, variant.format, { background: true }),
    record: (id, ready) => recordVariantsReady(db, id, ready),
    discard: (id) => mediaLibrary.variants.discard(id),
    onError: (error, source) => onError(error, source.id),
  });
}

export function registerMediaVariantJobs(app: FastifyInstance): void {
  const { db, mediaLibrary } = app;
  const jobs = createVariantJobs(db, mediaLibrary, (error, mediaId) =>
    app.log.warn({ err: error, mediaId }, 'background image variants could not be made'),
  );
  app.decorate('mediaVariantJobs', jobs);

  let sweep: Promise<unknown> = Promise.resolve();
  startWhenDatabaseReady(app, () => {
    // Not awaited: the server answers at once, and the sweep's work is background work.
    sweep = withLease(db, SWEEP_LEASE, randomUUID(), async () => {
      jobs.schedule(await listIncompleteVariants(db));
      await jobs.idle();
    }).catch((error: unknown) => app.log.warn({ err: error }, 'image variant sweep failed'));
  });
  app.addHook('preClose', async () => {
    await jobs.stop();
    await sweep;
  });
}
