// How the Baidu push of published pages is doing (owners and editors): whether it is on, what
// waits in its queue, the last submission's result and the latest failures.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';

export const baiduPushRunSchema = z.object({
  /** When the submission was made (ISO time). */
  at: z.string(),
  /** Addresses sent. */
  submitted: z.number().int(),
  /** Addresses Baidu accepted. */
  success: z.number().int(),
  /** Addresses Baidu refused (not of the site, not valid): given up. */
  refused: z.number().int(),
  /** Submissions left for today, as Baidu last told; null when it did not say. */
  remain: z.number().int().nullable(),
  /** What went wrong, or null. */
  error: z.string().nullable(),
});
export type BaiduPushRun = z.infer<typeof baiduPushRunSchema>;

export const baiduPushStatusSchema = z.object({
  enabled: z.boolean(),
  site: z.string(),
  queue: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  lastRun: baiduPushRunSchema.nullable(),
  /** Set while the daily quota is spent: nothing is sent before this time (ISO). */
  pausedUntil: z.string().nullable(),
  /** The latest addresses given up on, newest first. */
  failures: z.array(z.object({ url: z.string(), error: z.string(), at: z.string() })),
});
export type BaiduPushStatus = z.infer<typeof baiduPushStatusSchema>;

export const baiduPushEndpoints = {
  getBaiduPushStatus: adminEndpoint({
    ...ADMIN_ROUTES.getBaiduPushStatus,
    summary: 'Baidu push: queue and last submission',
    access: ['owner', 'editor'],
    result: baiduPushStatusSchema,
  }),
} as const;
