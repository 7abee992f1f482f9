// Scheduled publishing, a job of the runner (jobs/runner.ts): every 30 s, one process among all
// publishes the drafts whose time has come, as the user who scheduled each.
import { doubling } from '../../../jobs/backoff.ts';
import type { Job } from '../../../jobs/job.ts';
import { publishDue } from './service.ts';
import type { ContentContext } from './service.ts';

export const SCHEDULED_PUBLISHING_JOB = 'content-scheduled-publishing';

export function scheduledPublishingJob(
  context: ContentContext,
  {
    log,
    now = Date.now,
  }: {
    /** Told of each item that could not be published (it is taken off the schedule). */
    log: (message: string, detail: object) => void;
    now?: () => number;
  },
): Job<number> {
  return {
    name: SCHEDULED_PUBLISHING_JOB,
    everyMs: 30_000,
    retry: { waitsMs: doubling(30_000, 10 * 60_000) },
    run: () => publishDue(context, new Date(now()), log),
  };
}
