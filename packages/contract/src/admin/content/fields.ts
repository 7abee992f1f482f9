// Field rules shared by the content documents: bounded texts, addresses of files and links,
// rich text, ids. One place so every type says "name" or "keywords" the same way.
import { z } from 'zod';
import { SEARCH_AND_SHARING_LIMITS } from '../../content-types/search-and-sharing.ts';
import type { SEARCH_AND_SHARING_COLUMNS } from '../../content-types/search-and-sharing.ts';
import { siteLink } from '../../content-types/site-links.ts';
import { CONTROL_CHARACTER, isHttpAddress, isSafeAddress } from '../../rules/addresses.ts';
import { ID_MAX } from '../fields.ts';

export const CONTENT_LIMITS = {
  name: 100,
  keywords: 300,
  summary: 500,
  /** Plain texts that are longer than a summary: specs, car titles, about text. */
  longText: 5000,
  url: 2000,
  /** Rich HTML, counted in characters (close to bytes for the HTML markup itself). */
  richText: 200_000,
  /** Images of one gallery, slides of one carousel, product types of one car. */
  listItems: 200,
} as const;

export const boundedText = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

/** A name or title that must be given (the Chinese one is required, the English one may wait). */
export const requiredName = boundedText(CONTENT_LIMITS.name).min(1, 'is required');
export const optionalName = boundedText(CONTENT_LIMITS.name).default('');
export const keywordsText = boundedText(CONTENT_LIMITS.keywords).default('');
export const summaryText = boundedText(CONTENT_LIMITS.summary).default('');
export const longText = boundedText(CONTENT_LIMITS.longText).default('');

export { CONTROL_CHARACTER, hasActiveScheme } from '../../rules/addresses.ts';

const NO_CONTROL_CHARACTERS = 'must not contain control characters';

/**
 * A link or file address field: trimmed (a pasted address's spaces and line breaks at either end
 * go, and what is stored is the trimmed value), then refused with a control character anywhere in
 * what is left, bounded, then `allowed`, then any further rules of the field.
 */
export function addressField(
  allowed: (value: string) => boolean,
  message: string,
  ...more: readonly { refuse: (value: string) => boolean; message: string }[]
) {
  let field = z
    .string({ error: 'must be text' })
    .trim()
    .refine((value) => !CONTROL_CHARACTER.test(value), { message: NO_CONTROL_CHARACTERS, abort: true })
    .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
    .refine((value) => value === '' || allowed(value), { message, abort: true });
  for (const rule of more) field = field.refine((value) => !rule.refuse(value), rule.message);
  return field.default('');
}

/**
 * A file address: a path on the site (`/media/12/a.jpg`, or `logo/logo.svg` relative to the
 * site's static files, as the existing content has them) or an http(s) URL; empty when none.
 * Other schemes (javascript:, data:) and protocol-relative addresses are refused.
 */
export const fileUrl = addressField(isSafeAddress, 'must be a site path or an http(s) address');

/** The words of a link to a path that none of the site's pages has (a typing error, a removed page). */
export const NOT_A_PAGE = 'is not a page of this site';

/**
 * A link a visitor follows: a page of the site (`site-links.ts`: one of its pages, an item's page,
 * a file), an anchor, http(s), mailto: or tel:. Whether the item a path names exists is checked by
 * the server with the database.
 */
export const linkUrl = addressField(
  (value) => siteLink(value).kind !== 'refused',
  'must be a site path, an http(s) address, mailto: or tel:',
  { refuse: (value) => siteLink(value).kind === 'not-a-page', message: NOT_A_PAGE },
);

/** A link to another site: http(s) only. */
export const httpUrl = addressField(
  (value) => isHttpAddress(value) && isSafeAddress(value),
  'must be an http(s) address',
);

/** Rich HTML; the server cleans it with the site's allow-list on save. */
export const richText = z
  .string({ error: 'must be text' })
  .max(CONTENT_LIMITS.richText, `must be at most ${CONTENT_LIMITS.richText} characters`)
  .default('');

/** The largest id and version (the admin's id limit). */
export const CONTENT_INT_MAX = ID_MAX;

export const contentId = z
  .number({ error: 'must be an id' })
  .int('must be an id')
  .positive('must be an id')
  .max(CONTENT_INT_MAX, 'must be an id');

export const imageList = z
  .array(fileUrl, { error: 'must be a list' })
  .max(CONTENT_LIMITS.listItems, `must have at most ${CONTENT_LIMITS.listItems} items`)
  .default([]);

export const flagBoolean = z.boolean({ error: 'must be true or false' });

/** A page's own words and picture for search engines and chat apps (`search-and-sharing.ts`). */
export const searchAndSharingFields = {
  seoTitle: boundedText(SEARCH_AND_SHARING_LIMITS.title).default(''),
  seoTitleEn: boundedText(SEARCH_AND_SHARING_LIMITS.title).default(''),
  seoDescription: boundedText(SEARCH_AND_SHARING_LIMITS.description).default(''),
  seoDescriptionEn: boundedText(SEARCH_AND_SHARING_LIMITS.description).default(''),
  shareImgUrl: fileUrl,
} satisfies Record<(typeof SEARCH_AND_SHARING_COLUMNS)[number], z.ZodType>;
