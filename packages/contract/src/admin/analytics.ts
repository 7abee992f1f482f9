// Visit analytics of the admin (owner, sales and editor): per-day figures, top content, devices,
// languages and referrer channels over a period of at most a year.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { daySchema } from './enquiries.ts';

export const ANALYTICS_MAX_DAYS = 366;

/** Where a visit came from, by its referrer. */
export const CHANNELS = ['baidu', 'wechat', 'douyin', 'google', 'bing', 'direct', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

const DAY_MS = 86_400_000;

export const analyticsQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'must not be before from' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1 <= ANALYTICS_MAX_DAYS, {
    path: ['to'],
    message: `the period must be at most ${ANALYTICS_MAX_DAYS} days`,
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

const topItemSchema = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), views: count });
export type TopItem = z.infer<typeof topItemSchema>;

export const analyticsDaySchema = z.object({
  date: z.string(),
  visits: count,
  visitors: count,
  pageViews: count,
  enquiries: count,
  /** Visit events the browsers reported (userTrace); ad blockers may hide some. */
  traceEvents: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsReportSchema = z.object({
  days: z.array(analyticsDaySchema),
  totals: z.object({
    visits: count,
    /** The sum of each day's visitors: a visitor's hash changes every day, by design. */
    visitors: count,
    pageViews: count,
    enquiries: count,
    traceEvents: count,
    /** Enquiries per visit, 0 to 1 (0 without visits). */
    conversion: z.number().nonnegative(),
  }),
  topCars: z.array(topItemSchema),
  topBrands: z.array(topItemSchema),
  topProducts: z.array(topItemSchema),
  topNews: z.array(topItemSchema),
  /** Visits by device of their first page. */
  devices: z.object({ mobile: count, desktop: count }),
  /** Visits by language of their first page. */
  languages: z.object({ cn: count, en: count }),
  /** Visits by the referrer of their first page. */
  channels: z.object(
    Object.fromEntries(CHANNELS.map((channel) => [channel, count])) as Record<Channel, typeof count>,
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const analyticsEndpoints = {
  getAnalytics: adminEndpoint({
    ...ADMIN_ROUTES.getAnalytics,
    summary:
      'Visits, visitors, page views and enquiries per day (China time) of a period of at most 366 days, with top content, devices, languages and channels',
    access: ['owner', 'sales', 'editor'],
    query: analyticsQuerySchema,
    result: analyticsReportSchema,
  }),
} as const;
