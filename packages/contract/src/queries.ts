// Query parameters of every call (SPEC section 7), as the server validates them.
// Query strings carry text, so numbers and booleans are coerced from strings.
import { z } from 'zod';
import { pageTarget } from './content-types/index.ts';
import { isWechatId, WECHAT_ID_RULE } from './rules/contact.ts';
import { BOOKING_SLOTS, isCalendarDay, isVin, VIN_RULE } from './rules/workshop-booking.ts';
import { POSITIVE_ID_PATTERN } from './rules/positive-id.ts';
import {
  BROWSE_TYPES,
  CATALOGUE_SEARCH_MAX,
  COMMON_DATA_CODES,
  CONTENT_LANGUAGES,
  DEFAULT_PAGE_NO,
  DEFAULT_PAGE_SIZE,
  DEVICE_TYPES,
  FIELD_LIMITS,
  MAX_PAGE_SIZE,
  PRODUCT_CATEGORIES,
} from './constants.ts';

/** A positive integer id given as a query string. */
export const idParam = z
  .string({ error: 'is required' })
  .trim()
  .regex(POSITIVE_ID_PATTERN, 'must be a positive whole number')
  .transform(Number);

const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

export const pagingQuerySchema = z.object({
  pageNo: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1')
    .transform(Number)
    .default(DEFAULT_PAGE_NO),
  pageSize: z
    .string()
    .regex(/^\d{1,6}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `must be from 1 to ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `must be from 1 to ${MAX_PAGE_SIZE}`),
    )
    .default(DEFAULT_PAGE_SIZE),
});

export const menuDataQuerySchema = z.object({
  categoryCode: z.enum(['home_page'], { error: 'must be home_page' }).default('home_page'),
  isQueryChild: booleanParam.default(true),
});

export const commonDataQuerySchema = z.object({
  code: z.enum(COMMON_DATA_CODES, { error: `must be one of ${COMMON_DATA_CODES.join(', ')}` }),
});

/**
 * Optional filters of the catalogue calls, beyond SPEC section 7: the brand, the car model and a
 * text searched for in the product's Chinese and English names. An empty search is no search.
 * `fitsCarId` and `fitsBrandId` keep the wheels whose fitment lists that car, or a car of that
 * brand (decision 0066), where `carId` and `brandId` keep the parts made for one.
 */
export const catalogueFilterSchema = z.object({
  brandId: idParam.optional(),
  carId: idParam.optional(),
  fitsCarId: idParam.optional(),
  fitsBrandId: idParam.optional(),
  q: z
    .string()
    .trim()
    .max(CATALOGUE_SEARCH_MAX, `must be at most ${CATALOGUE_SEARCH_MAX} characters`)
    // Control characters are no part of a product name.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'may not hold control characters')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type CatalogueFilter = Partial<z.infer<typeof catalogueFilterSchema>>;

export const indexProductListQuerySchema = catalogueFilterSchema.extend({
  category: z.enum(PRODUCT_CATEGORIES, { error: `must be one of ${PRODUCT_CATEGORIES.join(', ')}` }),
  typeId: idParam.optional(),
});

export const carListQuerySchema = z.object({ brandId: idParam });
export const carListByPageQuerySchema = pagingQuerySchema.extend({ brandId: idParam });

export const carGalleryListQuerySchema = pagingQuerySchema.extend({
  brandId: idParam.optional(),
  carId: idParam.optional(),
});

export const refitCarInfoQuerySchema = z.object({ carId: idParam });

export const productListByPageQuerySchema = pagingQuerySchema.extend({
  carId: idParam,
  productTypeId: idParam,
  isPag: booleanParam.default(true),
});

export const productListSimpleQuerySchema = pagingQuerySchema.extend({
  category: z
    .enum(PRODUCT_CATEGORIES, { error: `must be one of ${PRODUCT_CATEGORIES.join(', ')}` })
    .optional(),
  typeId: idParam.optional(),
  carId: idParam.optional(),
});

export const productInfoQuerySchema = z.object({ id: idParam });
export const productListByTypeQuerySchema = pagingQuerySchema
  .extend(catalogueFilterSchema.shape)
  .extend({ typeId: idParam });
export const newsListQuerySchema = pagingQuerySchema.extend({ brandId: idParam.optional() });
export const carGalleryByIdQuerySchema = z.object({ id: idParam });
export const newsDetailQuerySchema = z.object({ id: idParam });

/** The longest page path an enquiry may name as its source. */
const SOURCE_PATH_MAX = 300;

/** A solved captcha payload is well under 2 KB; anything far larger is not one. */
const CAPTCHA_PAYLOAD_MAX = 4096;

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const emailFormat = z.email();

/**
 * The booking form's fields, each checked on its own. Which of phone, WeChat ID and e-mail must be
 * given is the contact rule's to say (`contactRuleProblems` in rules/contact.ts), an owner's
 * setting the server applies after this schema: under the default rule the e-mail stays required
 * with SPEC section 5's words.
 */
export const contactFormQuerySchema = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email: optionalText(FIELD_LIMITS.email)
    .refine((value) => value === '' || emailFormat.safeParse(value).success, 'must be a valid e-mail address')
    .default(''),
  phoneNum: optionalText(FIELD_LIMITS.phone)
    .regex(/^[0-9+()\-\s]*$/, 'may hold only digits, spaces and + - ( )')
    .default(''),
  /** Beyond SPEC section 3: the visitor's WeChat ID, optional (decision 0054). */
  wechatId: optionalText(FIELD_LIMITS.wechat)
    .refine((value) => value === '' || isWechatId(value), WECHAT_ID_RULE)
    .default(''),
  messageContent: requiredText(FIELD_LIMITS.message),
  /**
   * Beyond SPEC section 3, only while owners have workshop booking on (decision 0065): the
   * preferred day (YYYY-MM-DD, today to a year ahead in SITE_TIME_ZONE, checked by the server),
   * the half-day slot, the workshop (a published location's id) and the car's VIN.
   */
  bookingDate: z.string().trim().refine(isCalendarDay, 'must be a date as YYYY-MM-DD').optional(),
  bookingSlot: z.enum(BOOKING_SLOTS, { error: `must be one of ${BOOKING_SLOTS.join(', ')}` }).optional(),
  workshopId: idParam.optional(),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || isVin(value), VIN_RULE)
    .optional(),
  browseType: z.literal('booking', { error: 'must be booking' }).default('booking'),
  languages: z.enum(CONTENT_LANGUAGES, { error: 'must be cn or en' }).default('cn'),
  /** The solved "I'm not a robot" challenge (ALTCHA payload, base64); our server requires it. */
  altcha: z
    .string()
    .max(CAPTCHA_PAYLOAD_MAX, `must be at most ${CAPTCHA_PAYLOAD_MAX} characters`)
    .default(''),
  /** A form field people never see (honeypot): anything in it marks the sender as a bot. */
  website: z.string().max(0, 'must be empty').default(''),
  /**
   * Optional: the path of the page the form was sent from, e.g. /car/12, or the address of About's
   * form about one item with its one parameter (/about?location=3). The server works out what the
   * page shows and its title itself; nothing else about the page is trusted.
   */
  sourcePath: z
    .string()
    .max(SOURCE_PATH_MAX, `must be at most ${SOURCE_PATH_MAX} characters`)
    .regex(/^\/[\w\-.~/%]*(\?[\w\-.~%=]*)?$/, 'must be a path on this site, such as /car/12')
    // A query only as an enquiry form about an item has it.
    .refine(
      (path) => !path.includes('?') || pageTarget(path).id !== null,
      'must be a path on this site, such as /car/12',
    )
    .optional(),
});
export type ContactForm = z.infer<typeof contactFormQuerySchema>;

export const userTraceQuerySchema = z.object({
  browseType: z.enum(BROWSE_TYPES, { error: `must be one of ${BROWSE_TYPES.join(', ')}` }),
  relatedId: z
    .string()
    .trim()
    .max(64, 'must be at most 64 characters')
    .regex(/^[\w-]*$/, 'may hold only letters, digits, - and _')
    .default(''),
  deviceType: z.enum(DEVICE_TYPES, { error: 'must be mobile or PC' }),
  languages: z.enum(CONTENT_LANGUAGES, { error: 'must be cn or en' }),
});
export type UserTrace = z.infer<typeof userTraceQuerySchema>;
