// Fields several admin areas share: e-mail, passwords, ids, paging.
import { z } from 'zod';
import { POSITIVE_ID_PATTERN } from '../rules/positive-id.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './roles.ts';

/** The largest id and version: the databases' integer columns hold 32 bits (PostgreSQL refuses more). */
export const ID_MAX = 2_147_483_647;

/** An id written in an address or a query: the site's id pattern, then a number within the columns. */
export const idText = z
  .string()
  .regex(POSITIVE_ID_PATTERN, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().max(ID_MAX, 'is too large'));

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an e-mail address'));

/** A new password; the server also refuses common ones. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password typed to sign in or confirm: no rule but a bound, so the rule is not revealed. */
export const givenPasswordSchema = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

export const personNameSchema = z.string().trim().max(100, 'must be at most 100 characters');

export const idParamsSchema = z.object({ id: idText });

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const adminPagingSchema = z.object({
  pageNo: wholeNumber(1, 1_000_000).default(1),
  pageSize: wholeNumber(1, 200).default(50),
});

export function adminPagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    current: z.number().int().positive(),
  });
}

/** A day or an instant (ISO 8601), as filters take them. */
export const isoDateOrTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'must be a date (YYYY-MM-DD) or ISO time')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');
