// The admin's start page (every role, each section as its role may see it) and the owners'
// go-live checklist, each item computed from the site's real state on the server.
import { z } from 'zod';
import { auditRecordSchema } from './audit.ts';
import { CONTENT_TYPES } from './content/index.ts';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';

const count = z.number().int().nonnegative();

/** Visits of seven whole analytics days (China time), the later week ending today. */
const visitWeekSchema = z.object({ from: z.string(), to: z.string(), visits: count, visitors: count });

export const dashboardSchema = z.object({
  /** Owners and sales: enquiries still `new`, and when the oldest of them arrived (ISO). */
  enquiries: z.object({ waiting: count, oldestAt: z.string().nullable() }).nullable(),
  /**
   * Owners and editors: per content type with any, items never published (`drafts`), published
   * ones with unpublished changes (`changed`) and those set to publish at a time (`scheduled`).
   */
  content: z
    .object({
      types: z.array(
        z.object({ type: z.enum(CONTENT_TYPES), drafts: count, changed: count, scheduled: count }),
      ),
    })
    .nullable(),
  /** Every role: the last seven days against the seven before, from the analytics roll-ups. */
  visits: z.object({ thisWeek: visitWeekSchema, lastWeek: visitWeekSchema }),
  /**
   * The newest audit entries the role's own work is about: everything for owners, content and
   * media for editors, enquiries for sales. Addresses are left out for roles other than owner.
   */
  activity: z.object({ scope: z.enum(['all', 'content', 'enquiries']), records: z.array(auditRecordSchema) }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The checklist's items, in the order the screen lists them. */
export const GO_LIVE_ITEMS = [
  'siteOrigin',
  'filingNumbers',
  'contactDetails',
  'demoContent',
  'ownerTwoStep',
  'enquiryNotices',
  'baiduPush',
  'translations',
  'backups',
] as const;
export type GoLiveItemId = (typeof GO_LIVE_ITEMS)[number];

/** `unavailable`: the site cannot do it yet; neither done nor counted. */
export const GO_LIVE_STATES = ['done', 'todo', 'unavailable'] as const;

export const goLiveItemSchema = z.object({
  id: z.enum(GO_LIVE_ITEMS),
  state: z.enum(GO_LIVE_STATES),
  /**
   * What is still to do, named: a settings field (`icpNumber`, `psbNumber`, `phone`, `wechatQr`)
   * or a content type with how many of its items (demo items left, published items untranslated).
   */
  pending: z.array(z.object({ name: z.string(), count: count.nullable() })),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveChecklistSchema = z.object({
  items: z.array(goLiveItemSchema),
  /** Items done, of those the site can check (`unavailable` ones not counted). */
  done: count,
  total: count,
});
export type GoLiveChecklist = z.infer<typeof goLiveChecklistSchema>;

export const dashboardEndpoints = {
  getDashboard: adminEndpoint({
    ...ADMIN_ROUTES.getDashboard,
    summary:
      'The start page: new enquiries waiting, drafts and scheduled items, visits this week against last, recent activity; each section as the role may see it',
    access: ['owner', 'sales', 'editor'],
    result: dashboardSchema,
  }),
  getGoLiveChecklist: adminEndpoint({
    ...ADMIN_ROUTES.getGoLiveChecklist,
    summary: 'Owners: what the site still needs before it goes live, each item read from its real state',
    access: ['owner'],
    result: goLiveChecklistSchema,
  }),
} as const;
