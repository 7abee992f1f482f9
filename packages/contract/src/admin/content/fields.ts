// Field rules shared by the content documents: bounded texts, addresses of files and links,
// rich text, ids. One place so every type says "name" or "keywords" the same way.
import { z } from 'zod';

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

/** No scheme (a relative or site path) and not protocol-relative, or http(s). */
const SAFE_ADDRESS = /^(?:(?![a-z][a-z0-9+.-]*:)(?![\\/][\\/])\S+|https?:\/\/\S+)$/i;

/**
 * A file address: a path on the site (`/media/12/a.jpg`, or `logo/logo.svg` relative to the
 * site's static files, as the existing content has them) or an http(s) URL; empty when none.
 * Other schemes (javascript:, data:) and protocol-relative addresses are refused.
 */
export const fileUrl = z
  .string({ error: 'must be text' })
  .trim()
  .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
  .refine((value) => value === '' || SAFE_ADDRESS.test(value), 'must be a site path or an http(s) address')
  .default('');

/** A link a visitor follows: a site path, an anchor, http(s), mailto: or tel:. */
export const linkUrl = z
  .string({ error: 'must be text' })
  .trim()
  .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
  .refine(
    (value) => value === '' || SAFE_ADDRESS.test(value) || /^(mailto|tel):\S+$/i.test(value),
    'must be a site path, an http(s) address, mailto: or tel:',
  )
  .default('');

/** Rich HTML; the server cleans it with the site's allow-list on save. */
export const richText = z
  .string({ error: 'must be text' })
  .max(CONTENT_LIMITS.richText, `must be at most ${CONTENT_LIMITS.richText} characters`)
  .default('');

/** The largest id and version: the databases' integer columns hold 32 bits. */
export const CONTENT_INT_MAX = 2_147_483_647;

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

/** The translated pairs of a document: [Chinese field, English field]. */
export type TranslatedPairs = readonly (readonly [string, string])[];
