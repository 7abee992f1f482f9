// Content administration (owners and editors): one set of calls for every content type, the
// type a path segment. Each type's document schema lives in its own file, its form and translated
// pairs in its declaration; `contentTypes` maps a type to both, so the server and the screens pick
// them the same way.
import { z } from 'zod';
import { UI_LANGUAGES } from '../../constants.ts';
import {
  CONTENT_TYPES,
  contentTypeDeclaration,
  translatedPairs,
  type ContentType,
} from '../../content-types/index.ts';
import { adminEndpoint } from '../endpoint.ts';
import { ADMIN_ROUTES } from '../routes.ts';
import { idText } from '../fields.ts';
import { brandDocumentSchema } from './brands.ts';
import { carDocumentSchema } from './cars.ts';
import { CONTENT_INT_MAX, contentId } from './fields.ts';
import { galleryDocumentSchema } from './galleries.ts';
import { locationDocumentSchema } from './locations.ts';
import { menuDocumentSchema } from './menus.ts';
import { newsDocumentSchema } from './news.ts';
import { partnerDocumentSchema } from './partners.ts';
import { productTypeDocumentSchema } from './product-types.ts';
import { productDocumentSchema } from './products.ts';
import { settingsDocumentSchema } from './settings.ts';

export * from './brands.ts';
export * from './cars.ts';
export * from './fields.ts';
export * from './galleries.ts';
export * from './locations.ts';
export * from './menus.ts';
export * from './news.ts';
export * from './partners.ts';
export * from './product-types.ts';
export * from './products.ts';
export * from './rich-doc.ts';
export * from './settings.ts';
export * from './wheel-fitment.ts';

export { CONTENT_TYPES, type ContentType } from '../../content-types/index.ts';

/** A type's document schema, and the pairs its declared form shows side by side. */
function contentType<S extends z.ZodType>(type: ContentType, document: S) {
  return { document, translatedFields: translatedPairs(contentTypeDeclaration(type).form) };
}

/**
 * Each type's document schema and its translated pairs ([Chinese, English] field paths), the
 * pairs its form shows side by side (the type's declaration).
 */
export const contentTypes = {
  brands: contentType('brands', brandDocumentSchema),
  cars: contentType('cars', carDocumentSchema),
  'product-types': contentType('product-types', productTypeDocumentSchema),
  products: contentType('products', productDocumentSchema),
  galleries: contentType('galleries', galleryDocumentSchema),
  news: contentType('news', newsDocumentSchema),
  partners: contentType('partners', partnerDocumentSchema),
  locations: contentType('locations', locationDocumentSchema),
  menus: contentType('menus', menuDocumentSchema),
  settings: contentType('settings', settingsDocumentSchema),
} as const satisfies Record<ContentType, { document: z.ZodType; translatedFields: [string, string][] }>;

export type ContentDocumentOf<T extends ContentType> = z.output<(typeof contentTypes)[T]['document']>;

/**
 * draft: not on the public site (never published, or unpublished); published: the public site
 * shows exactly the saved document; changed: published, with saved changes not yet published.
 */
export const CONTENT_STATUSES = ['draft', 'published', 'changed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * discard: the draft was set back to the published document; import: written and published by
 * `npm run import` from another backend (the revision's origin names it).
 */
export const CONTENT_REVISION_ACTIONS = ['save', 'publish', 'restore', 'discard', 'import'] as const;
export type ContentRevisionAction = (typeof CONTENT_REVISION_ACTIONS)[number];

/** Newest revisions kept per item. */
export const CONTENT_REVISIONS_KEPT = 50;
/** The list's largest page. */
export const CONTENT_PAGE_SIZE_MAX = 100;

const typeSchema = z.enum(CONTENT_TYPES, { error: `must be one of ${CONTENT_TYPES.join(', ')}` });
const positiveWhole = idText;

export const contentTypeParamsSchema = z.object({ type: typeSchema });
export const contentItemParamsSchema = z.object({ type: typeSchema, id: positiveWhole });
export const contentRevisionParamsSchema = z.object({
  type: typeSchema,
  id: positiveWhole,
  version: positiveWhole,
});

const pageNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .default(fallback);

export const contentListQuerySchema = z.object({
  pageNo: pageNumber(1, 1_000_000, 1),
  pageSize: pageNumber(1, CONTENT_PAGE_SIZE_MAX, 50),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(CONTENT_STATUSES, { error: `must be one of ${CONTENT_STATUSES.join(', ')}` }).optional(),
  /** The brand of cars, the car of galleries and products, the type of products, the parent of menus. */
  parentId: positiveWhole.optional(),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/**
 * Why the public site leaves out an item although it is published, each a condition of the rules
 * visitors' reads follow (apps/server/src/db/visibility.ts) that the item misses.
 * hidden-from-menu: a brand with "Show in the menu" off (SPEC section 5 lists only brands shown
 * in the menu, so its page, the menu and the sidebar leave it out).
 */
export const CONTENT_NOT_SHOWN_REASONS = ['hidden-from-menu'] as const;
export type ContentNotShownReason = (typeof CONTENT_NOT_SHOWN_REASONS)[number];
/** Empty when the site shows the item, and for an item that is not published (its status says so). */
const notShownSchema = z.array(z.enum(CONTENT_NOT_SHOWN_REASONS));

export const contentListRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  thumbnailUrl: z.string(),
  status: z.enum(CONTENT_STATUSES),
  missingTranslations: z.number().int().nonnegative(),
  parentId: z.number().int().nullable(),
  parentTitle: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  publishAt: z.string().nullable(),
  notShown: notShownSchema,
});
export type ContentListRecord = z.infer<typeof contentListRecordSchema>;

export const contentPageSchema = z.object({
  records: z.array(contentListRecordSchema),
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  current: z.number().int().positive(),
  /** Items of the whole filtered list (not just this page) with a translation missing. */
  missingTranslationCount: z.number().int().nonnegative(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A document as the server holds it; each type's schema (contentTypes[type].document) checks it. */
export const contentDocumentSchema = z.record(z.string(), z.unknown(), { error: 'must be an object' });

export const contentItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  version: z.number().int().positive(),
  document: contentDocumentSchema,
  /** Translated fields whose English (or Chinese) side is empty while the other is not. */
  missingFields: z.array(z.string()),
  publishAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  /** The public page of the item (published or not), or null when it has none. */
  liveUrl: z.string().nullable(),
  notShown: notShownSchema,
});
export type ContentItem = z.infer<typeof contentItemSchema>;

const version = z
  .number({ error: 'must be a version number' })
  .int('must be a version number')
  .positive('must be a version number')
  .max(CONTENT_INT_MAX, 'must be a version number');

export const contentCreateBodySchema = z.object({ document: contentDocumentSchema });
export const contentSaveBodySchema = z.object({ version, document: contentDocumentSchema });
export const contentVersionBodySchema = z.object({ version });
export const contentScheduleBodySchema = z.object({
  version,
  publishAt: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      'must be an ISO time with its zone',
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real time')
    .nullable(),
});
export const contentReorderBodySchema = z.object({
  /** The scope reordered: the parent (brand of cars, parent menu, ...) or null for a top-level list. */
  parentId: contentId.nullable().default(null),
  ids: z.array(contentId).min(1, 'must list the items').max(1000, 'must have at most 1000 items'),
});
export const CONTENT_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const contentBulkBodySchema = z.object({
  action: z.enum(CONTENT_BULK_ACTIONS, { error: `must be one of ${CONTENT_BULK_ACTIONS.join(', ')}` }),
  ids: z.array(contentId).min(1, 'must list the items').max(100, 'must have at most 100 items'),
});

export const contentSavedSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
});
export const contentDoneSchema = z.object({ done: z.number().int().nonnegative() });

/**
 * Why a call on an item was refused although its input was well formed (a 400 without field
 * issues): `result.reason`, so a screen can say it in its own words.
 */
export const CONTENT_REFUSAL_REASONS = [
  /** Settings are one document, always published: no create, delete, reorder or unpublish. */
  'settings-are-one-document',
  /** Discarding a draft of an item that is not on the public site: there is nothing to go back to. */
  'not-published',
  /** Discarding a draft that is the published document already. */
  'no-changes',
] as const;
export type ContentRefusalReason = (typeof CONTENT_REFUSAL_REASONS)[number];
export const contentRefusalSchema = z.object({ reason: z.enum(CONTENT_REFUSAL_REASONS) });

/** 409 of a save with a stale version: `result.current` is the item as it now is. */
export const contentConflictSchema = z.object({ current: contentItemSchema });
/** 409 of a delete refused: what depends on the item. */
export const contentDependentSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int(),
  title: z.string(),
});
export const contentDependentsSchema = z.object({ dependents: z.array(contentDependentSchema) });

export const contentRevisionSchema = z.object({
  version: z.number().int(),
  action: z.enum(CONTENT_REVISION_ACTIONS),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  /** The backend an imported revision came from; null for the admin's own. */
  origin: z.string().nullable(),
});
export const contentRevisionsSchema = z.object({ records: z.array(contentRevisionSchema) });

/** The language a preview is rendered in (the site's UI languages). */
export const contentPreviewBodySchema = z.object({
  lang: z.enum(UI_LANGUAGES, { error: `must be one of ${UI_LANGUAGES.join(', ')}` }),
});
export type ContentPreviewBody = z.output<typeof contentPreviewBodySchema>;

/** How long a preview address works, in minutes. */
export const CONTENT_PREVIEW_MINUTES = 30;

export const contentPreviewSchema = z.object({
  /** The public page's path with the language and the signed token in its query. */
  url: z.string(),
  /** ISO time after which the address is refused. */
  expiresAt: z.string(),
  /** The draft version the address shows. */
  version: z.number().int(),
});
export type ContentPreview = z.output<typeof contentPreviewSchema>;

const EDITORS: ['owner', 'editor'] = ['owner', 'editor'];

export const contentEndpoints = {
  listContent: adminEndpoint({
    ...ADMIN_ROUTES.listContent,
    summary: 'Items of a content type a page at a time, filtered by text, status and parent',
    access: EDITORS,
    params: contentTypeParamsSchema,
    query: contentListQuerySchema,
    result: contentPageSchema,
  }),
  getContent: adminEndpoint({
    ...ADMIN_ROUTES.getContent,
    summary: 'One item: its draft document, version and status',
    access: EDITORS,
    params: contentItemParamsSchema,
    result: contentItemSchema,
  }),
  createContent: adminEndpoint({
    ...ADMIN_ROUTES.createContent,
    summary: "Creates an item as a draft (not public); the document is checked by the type's schema",
    access: EDITORS,
    params: contentTypeParamsSchema,
    body: contentCreateBodySchema,
    result: contentSavedSchema,
  }),
  saveContent: adminEndpoint({
    ...ADMIN_ROUTES.saveContent,
    summary: 'Saves the draft; a stale version gets 409 with result.current',
    access: EDITORS,
    params: contentItemParamsSchema,
    body: contentSaveBodySchema,
    result: contentSavedSchema,
  }),
  deleteContent: adminEndpoint({
    ...ADMIN_ROUTES.deleteContent,
    summary: 'Deletes an item; one with dependents gets 409 with result.dependents and nothing is deleted',
    access: EDITORS,
    params: contentItemParamsSchema,
    result: contentDoneSchema,
  }),
  publishContent: adminEndpoint({
    ...ADMIN_ROUTES.publishContent,
    summary: 'Publishes the draft of that version to the public site',
    access: EDITORS,
    params: contentItemParamsSchema,
    body: contentVersionBodySchema,
    result: contentSavedSchema,
  }),
  unpublishContent: adminEndpoint({
    ...ADMIN_ROUTES.unpublishContent,
    summary: 'Takes the item off the public site (its draft stays)',
    access: EDITORS,
    params: contentItemParamsSchema,
    result: contentSavedSchema,
  }),
  discardContentDraft: adminEndpoint({
    ...ADMIN_ROUTES.discardContentDraft,
    summary:
      'Discards the draft of that version: the published document becomes the draft again (a new ' +
      'version); an item that is not published, or has no changes, gets 400 with result.reason',
    access: EDITORS,
    params: contentItemParamsSchema,
    body: contentVersionBodySchema,
    result: contentSavedSchema,
  }),
  scheduleContent: adminEndpoint({
    ...ADMIN_ROUTES.scheduleContent,
    summary: 'Publishes the draft at a time (null cancels); a past time gets 400',
    access: EDITORS,
    params: contentItemParamsSchema,
    body: contentScheduleBodySchema,
    result: contentSavedSchema.extend({ publishAt: z.string().nullable() }),
  }),
  reorderContent: adminEndpoint({
    ...ADMIN_ROUTES.reorderContent,
    summary: 'Sets the order of the items of one scope (exactly its ids)',
    access: EDITORS,
    params: contentTypeParamsSchema,
    body: contentReorderBodySchema,
    result: contentDoneSchema,
  }),
  bulkContent: adminEndpoint({
    ...ADMIN_ROUTES.bulkContent,
    summary: 'Publishes, unpublishes or deletes several items, all or nothing',
    access: EDITORS,
    params: contentTypeParamsSchema,
    body: contentBulkBodySchema,
    result: contentDoneSchema,
  }),
  listContentRevisions: adminEndpoint({
    ...ADMIN_ROUTES.listContentRevisions,
    summary: 'Saved and published versions of an item, newest first',
    access: EDITORS,
    params: contentItemParamsSchema,
    result: contentRevisionsSchema,
  }),
  previewContent: adminEndpoint({
    ...ADMIN_ROUTES.previewContent,
    summary: "A signed, expiring address of the item's public page rendered from its saved draft",
    access: EDITORS,
    params: contentItemParamsSchema,
    body: contentPreviewBodySchema,
    result: contentPreviewSchema,
  }),
  restoreContentRevision: adminEndpoint({
    ...ADMIN_ROUTES.restoreContentRevision,
    summary: 'Makes an earlier version the draft again (as a new version)',
    access: EDITORS,
    params: contentRevisionParamsSchema,
    result: contentSavedSchema,
  }),
} as const;
