// The link picker's calls: the items of every type with a public address, found by their title in
// either language, and one item named by an address, to say what a typed link leads to. Whoever may
// work in the admin may call them: the titles and addresses are the site's own (drafts included,
// marked, so that a link to one can be warned about).
import { z } from 'zod';
import { LINKED_TYPES } from '../content-types/site-links.ts';
import type { LinkedType } from '../content-types/site-links.ts';
import { adminEndpoint } from './endpoint.ts';
import { idText } from './fields.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { ADMIN_ROLES } from './roles.ts';

/** The most items of one type a search answers. */
export const LINK_SEARCH_LIMIT_MAX = 50;
/** Items of one type a search answers when it names no limit: a dialog's worth per group. */
export const LINK_SEARCH_LIMIT_DEFAULT = 8;
/** The longest search text (longer than any title). */
export const LINK_SEARCH_TEXT_MAX = 100;

const linkedType = z.enum(LINKED_TYPES as readonly LinkedType[] as [LinkedType, ...LinkedType[]], {
  error: `must be one of ${LINKED_TYPES.join(', ')}`,
});

export const linkSearchQuerySchema = z.object({
  /** Part of a title in either language, or an id; empty lists each type's newest items. */
  q: z
    .string()
    .trim()
    .max(LINK_SEARCH_TEXT_MAX, `must be at most ${LINK_SEARCH_TEXT_MAX} characters`)
    .default(''),
  /** One type only; every linked type when left out. */
  type: linkedType.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${LINK_SEARCH_LIMIT_MAX}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'must be at least 1')
        .max(LINK_SEARCH_LIMIT_MAX, `must be at most ${LINK_SEARCH_LIMIT_MAX}`),
    )
    .default(LINK_SEARCH_LIMIT_DEFAULT),
});
export type LinkSearchQuery = z.output<typeof linkSearchQuerySchema>;

export const linkTargetSchema = z.object({
  type: linkedType,
  id: z.number().int().positive(),
  title: z.string(),
  titleEn: z.string(),
  /** The address a link to it takes (`linkAddress`). */
  address: z.string(),
  /** Visitors can open it: the item is published. A link to a draft is allowed, and warned about. */
  published: z.boolean(),
});
export type LinkTarget = z.infer<typeof linkTargetSchema>;

export const linkSearchSchema = z.object({
  /** Each type's items in the admin's order of types, published first, then the newest. */
  records: z.array(linkTargetSchema),
  /** The types that have more items matching than were answered. */
  more: z.array(linkedType),
});
export type LinkSearch = z.infer<typeof linkSearchSchema>;

export const linkTargetParamsSchema = z.object({ type: linkedType, id: idText });
/** The item, or null when there is no such item. */
export const linkTargetAnswerSchema = z.object({ target: linkTargetSchema.nullable() });

export const linkEndpoints = {
  searchLinkTargets: adminEndpoint({
    ...ADMIN_ROUTES.searchLinkTargets,
    summary: 'Items a link can go to, of every type with a public address, by title in either language',
    access: ADMIN_ROLES,
    query: linkSearchQuerySchema,
    result: linkSearchSchema,
  }),
  getLinkTarget: adminEndpoint({
    ...ADMIN_ROUTES.getLinkTarget,
    summary: 'The item a link names (its titles, address and whether it is published), or null',
    access: ADMIN_ROLES,
    params: linkTargetParamsSchema,
    result: linkTargetAnswerSchema,
  }),
} as const;
