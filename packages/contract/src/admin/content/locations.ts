// A workshop or partner service point: names, city, address, hours and services in both languages,
// phone and WeChat ID, photos, and where it is on the map (GCJ-02, the coordinates Chinese maps use).
import { z } from 'zod';
import { isWechatId, WECHAT_ID_RULE } from '../../rules/contact.ts';
import { boundedText, imageList, optionalName, requiredName, summaryText } from './fields.ts';

/** Longest address, and longest phone number as people write it ("+86 21 6000 2007 转 8"). */
export const LOCATION_LIMITS = { address: 200, phone: 30 } as const;

const requiredAddress = boundedText(LOCATION_LIMITS.address).min(1, 'is required');

/** Digits with spaces and + - ( ), at least six digits: "+86 21 6000 2007", "400-820-2007". */
const phone = z
  .string({ error: 'must be text' })
  .trim()
  .max(LOCATION_LIMITS.phone, `must be at most ${LOCATION_LIMITS.phone} characters`)
  .refine(
    (value) => value === '' || (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 6),
    'must be a phone number: digits, spaces and + - ( ), at least six digits',
  )
  .default('');

/** A WeChat ID, by the one rule of what WeChat finds someone by (rules/contact.ts). */
const wechatId = z
  .string({ error: 'must be text' })
  .trim()
  .refine((value) => value === '' || isWechatId(value), WECHAT_ID_RULE)
  .default('');

const coordinate = (name: 'latitude' | 'longitude', limit: number) =>
  z
    .number({ error: `must be a ${name} in degrees` })
    .min(-limit, `must be from -${limit} to ${limit}`)
    .max(limit, `must be from -${limit} to ${limit}`);

export const locationDocumentSchema = z.strictObject(
  {
    name: requiredName,
    nameEn: optionalName,
    city: requiredName,
    cityEn: optionalName,
    address: requiredAddress,
    addressEn: boundedText(LOCATION_LIMITS.address).default(''),
    openingHours: requiredName,
    openingHoursEn: optionalName,
    phone,
    wechatId,
    photos: imageList,
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    /** One service a line. */
    services: summaryText,
    servicesEn: summaryText,
  },
  { error: 'unknown field' },
);
export type LocationDocument = z.output<typeof locationDocumentSchema>;
