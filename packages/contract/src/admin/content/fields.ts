// Field rules shared by the content documents: bounded texts, addresses of files and links,
// rich text, ids. One place so every type says "name" or "keywords" the same way.
import { z } from 'zod';
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

/** No scheme (a relative or site path) and not protocol-relative, or http(s). */
const SAFE_ADDRESS = /^(?:(?![a-z][a-z0-9+.-]*:)(?![\\/][\\/])\S+|https?:\/\/\S+)$/i;

/**
 * C0 and C1 control characters and DEL. Browsers drop some of them from an address before reading
 * its scheme (a leading one, a tab or newline anywhere), so `\u0001javascript:` would be checked as a
 * path and followed as a script; no honest link or file address holds one.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** What a browser may drop from an address before it reads the scheme: blanks and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are among what is dropped
const DROPPED_BY_BROWSERS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/** Schemes that run or embed what follows them instead of loading a page. */
const ACTIVE_SCHEME = /^(?:javascript|vbscript|data):/i;

/**
 * Whether an address, read as a browser reads it (blanks and control characters dropped), starts
 * with a scripting or data scheme. The allow-lists below refuse these already; this is judged on
 * the address as followed, so that no character they do not look at can hide the scheme.
 */
export function hasActiveScheme(value: string): boolean {
  return ACTIVE_SCHEME.test(value.replace(DROPPED_BY_BROWSERS, ''));
}

const NO_CONTROL_CHARACTERS = 'must not contain control characters';

/**
 * A link or file address field: trimmed (a pasted address's spaces and line breaks at either end
 * go, and what is stored is the trimmed value), then refused with a control character anywhere in
 * what is left, bounded, then `allowed`.
 */
export function addressField(allowed: (value: string) => boolean, message: string) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .refine((value) => !CONTROL_CHARACTER.test(value), { message: NO_CONTROL_CHARACTERS, abort: true })
    .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
    .refine((value) => value === '' || (allowed(value) && !hasActiveScheme(value)), message)
    .default('');
}

/**
 * A file address: a path on the site (`/media/12/a.jpg`, or `logo/logo.svg` relative to the
 * site's static files, as the existing content has them) or an http(s) URL; empty when none.
 * Other schemes (javascript:, data:) and protocol-relative addresses are refused.
 */
export const fileUrl = addressField(
  (value) => SAFE_ADDRESS.test(value),
  'must be a site path or an http(s) address',
);

/** A link a visitor follows: a site path, an anchor, http(s), mailto: or tel:. */
export const linkUrl = addressField(
  (value) => SAFE_ADDRESS.test(value) || /^(mailto|tel):\S+$/i.test(value),
  'must be a site path, an http(s) address, mailto: or tel:',
);

/** A link to another site: http(s) only. */
export const httpUrl = addressField((value) => /^https?:\/\/\S+$/i.test(value), 'must be an http(s) address');

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
