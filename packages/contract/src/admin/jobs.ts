// The site's background jobs (owners): each job's schedule and how its last run went, as the job
// runner records them in the database for every process of the site.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';

export const jobStatusSchema = z.object({
  /** The job's stable name (enquiry-notices, baidu-push, content-scheduled-publishing, analytics-rollup). */
  name: z.string(),
  /** Time from one run's start to the next one's (ms). */
  everyMs: z.number().int(),
  /** Whether a process holds the job's lease now (a run is under way). */
  running: z.boolean(),
  /** ISO times; null before the first run. */
  lastStartedAt: z.string().nullable(),
  lastEndedAt: z.string().nullable(),
  /** How the last finished run went; null before one finished. */
  lastOutcome: z.enum(['ok', 'error']).nullable(),
  /** The last run's error message, when it failed. */
  lastError: z.string().nullable(),
  /** When the next run is due (ISO); null: at a process's first look. */
  nextRunAt: z.string().nullable(),
  /** Failed runs in a row. */
  failures: z.number().int(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobsEndpoints = {
  listJobs: adminEndpoint({
    ...ADMIN_ROUTES.listJobs,
    summary: 'Background jobs: schedule and last runs',
    access: ['owner'],
    result: z.object({ records: z.array(jobStatusSchema) }),
  }),
} as const;
