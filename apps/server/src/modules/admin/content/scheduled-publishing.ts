// Scheduled publishing: every 30 s, one process among all (a lock row) publishes the drafts whose
// time has come, as the user who scheduled each.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { withJobLock } from '../../../db/job-lock.ts';
import { publishDue } from './service.ts';
import type { ContentContext } from './service.ts';
import { startWhenDatabaseReady } from '../../../db/database-startup.ts';

export const SCHEDULED_PUBLISHING_EVERY_MS = 30_000;
const LOCK = { name: 'content-scheduled-publishing', ttlMs: 5 * 60_000 };

/** One run: answers how many items it published, or undefined when another process holds the lock. */
export async function runScheduledPublishing(
  context: ContentContext,
  {
    holder,
    now = Date.now,
    log,
  }: { holder: string; now?: () => number; log: (message: string, detail: object) => void },
): Promise<number | undefined> {
  const outcome = await withJobLock(context.db, { ...LOCK, holder, now }, () =>
    publishDue(context, new Date(now()), log),
  );
  return outcome.ran ? outcome.result : undefined;
}

export function registerScheduledPublishing(app: FastifyInstance, context: ContentContext): void {
  const holder = randomUUID();
  const log = (message: string, detail: object) => app.log.warn(detail, message);
  const run = () => {
    runScheduledPublishing(context, { holder, log }).catch((error: unknown) =>
      app.log.error({ err: error }, 'scheduled publishing failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  startWhenDatabaseReady(app, () => {
    timer = setInterval(run, SCHEDULED_PUBLISHING_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}
