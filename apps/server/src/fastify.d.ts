import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { ResponseCache } from './http/response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    responseCache: ResponseCache;
  }
}
