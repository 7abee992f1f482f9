// What the visitor typed into the booking form, the checks made before sending (SPEC section 5)
// and the query the saveContactUsForm call carries (SPEC section 7).
import { FIELD_LIMITS } from '@refit/contract';
import type { CallInput, UiLanguage } from '@refit/contract';
import { contentLanguage } from '../../lib/i18n/language.ts';

export interface BookingValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export type BookingField = keyof BookingValues;

export const EMPTY_BOOKING: BookingValues = { name: '', phone: '', email: '', message: '' };

export const BOOKING_LIMITS: Readonly<Record<BookingField, number>> = FIELD_LIMITS;

/**
 * The values a form starts with: empty, or with a message naming what the visitor came to ask
 * about (the visitor may edit it), cut to the message's limit.
 */
export function startingValues(message = ''): BookingValues {
  return { ...EMPTY_BOOKING, message: message.slice(0, BOOKING_LIMITS.message) };
}

/** Name, e-mail and message are required; the phone is optional. */
export const REQUIRED_FIELDS: readonly BookingField[] = ['name', 'email', 'message'];

/**
 * The characters the API accepts in a phone number: digits, spaces and + - ( ). Browsers compile the
 * pattern attribute with the `v` flag, where ( ) and - inside a class must be escaped.
 */
export const PHONE_PATTERN = '[0-9+\\(\\)\\-\\s]*';

/** Required fields left empty (or holding only spaces), in the order they appear. */
export function missingFields(values: BookingValues): BookingField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

export interface EnquiryExtras {
  lang: UiLanguage;
  /** The solved captcha payload. */
  captcha: string;
  /** The hidden honeypot field; people leave it empty. */
  website: string;
  /**
   * The path of the page the form is on, or the address of About's form about a location: the
   * server records which car, product or location it names.
   */
  sourcePath?: string;
}

export function enquiryQuery(values: BookingValues, extras: EnquiryExtras): CallInput<'saveContactUsForm'> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNum: values.phone.trim(),
    messageContent: values.message.trim(),
    browseType: 'booking',
    languages: contentLanguage(extras.lang),
    altcha: extras.captcha,
    website: extras.website,
    ...(extras.sourcePath ? { sourcePath: extras.sourcePath } : {}),
  };
}
