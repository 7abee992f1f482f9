import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { ContentVersionWatch } from './db/content-version.ts';
import type { DatabaseStartup } from './db/database-startup.ts';
import type { AnswerCache } from './http/caching/answer-cache.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { PageCache } from './http/caching/page-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Migrating and seeding at start, retried while the database cannot be reached. */
    databaseStartup: DatabaseStartup;
    /** What the start banner tells (main.ts): the first owner's setup link, when one was made. */
    startReport: { setupUrl: string | undefined };
    /** Makes a demo photograph still missing on a machine's first start before it is served. */
    demoPhotos: { ensure(relativePath: string): Promise<void> };
    /** Finished GET answers of the content API. */
    answerCache: AnswerCache;
    /** Finished pages for visitors who are not signed in. */
    pageCache: PageCache;
    /** The content version every cache keys on. */
    contentVersion: ContentVersionWatch;
    /** The key draft-preview tokens are signed with (shared by every process on the database). */
    previewKey: () => Promise<string>;
    /** The scheduled and retried work of this process (plugins/jobs.ts). */
    jobs: JobRunner;
  }
}
