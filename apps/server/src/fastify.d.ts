import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { ContentVersionWatch } from './db/content-version.ts';
import type { AnswerCache } from './http/answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Finished GET answers of the content API. */
    answerCache: AnswerCache;
    /** The content version every cache keys on. */
    contentVersion: ContentVersionWatch;
  }
}
