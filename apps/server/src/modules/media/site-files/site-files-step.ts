// The registration of the site's pictures as a start-up step: an unreachable database is left to
// the start-up's retries, any other failure is logged and the site starts without the missing
// rows (the next start tries again), since the library is not worth a site that does not start.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/connect.ts';
import { isDatabaseAway } from '../../../db/database-unreachable.ts';
import { registerSiteFiles } from './register-site-files.ts';

export async function registerSiteFilesStep(
  db: Db,
  resolve: (sitePath: string) => string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const { added, missing, unreadable } = await registerSiteFiles(db, resolve);
    if (added > 0) log.info(`The media library lists ${added} more of the site's own pictures`);
    if (unreadable.length > 0)
      log.warn({ files: unreadable.slice(0, 20) }, 'site pictures content names are not readable pictures');
    if (missing.length > 0)
      log.debug({ files: missing.slice(0, 20), count: missing.length }, 'site pictures not on disk (yet)');
  } catch (error) {
    if (isDatabaseAway(error)) throw error;
    log.error({ err: error }, "the site's own pictures could not be added to the media library");
  }
}
