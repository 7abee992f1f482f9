import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { ContentVersionWatch } from './db/content-version.ts';
import type { AnswerCache } from './http/answer-cache.ts';
import type { NoticeDispatcher } from './modules/notices/dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Finished GET answers of the content API. */
    answerCache: AnswerCache;
    /** The content version every cache keys on. */
    contentVersion: ContentVersionWatch;
    /** Sends the new-enquiry notices of the outbox. */
    notices: NoticeDispatcher;
  }
}
