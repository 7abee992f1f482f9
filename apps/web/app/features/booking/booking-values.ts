// What the visitor typed into the booking form, the checks made before sending (SPEC section 5)
// and the query the saveContactUsForm call carries (SPEC section 7).
import { FIELD_LIMITS } from '@refit/contract';
import type { CallInput, UiLanguage } from '@refit/contract';
import { contactRequirement, DEFAULT_CONTACT_RULE } from '@refit/contract/rules';
import type { ContactChannel, ContactRule } from '@refit/contract/rules';
import { contentLanguage } from '../../lib/i18n/language.ts';

export interface BookingValues {
  name: string;
  phone: string;
  wechat: string;
  email: string;
  message: string;
}

export type BookingField = keyof BookingValues;

export const EMPTY_BOOKING: BookingValues = { name: '', phone: '', wechat: '', email: '', message: '' };

export const BOOKING_LIMITS: Readonly<Record<BookingField, number>> = FIELD_LIMITS;

/**
 * The values a form starts with: empty, or with a message naming what the visitor came to ask
 * about (the visitor may edit it), cut to the message's limit.
 */
export function startingValues(message = ''): BookingValues {
  return { ...EMPTY_BOOKING, message: message.slice(0, BOOKING_LIMITS.message) };
}

/** The form's field of each way to reach the visitor the contact rule speaks of. */
const CONTACT_FIELD: Readonly<Record<ContactChannel, BookingField>> = {
  phoneNum: 'phone',
  wechatId: 'wechat',
  email: 'email',
};

/** Name and message are always required; the contact rule says which contact details are. */
const ALWAYS_REQUIRED: readonly BookingField[] = ['name', 'message'];

/**
 * The fields the rule requires one by one (SPEC section 5's name, e-mail and message under the
 * default rule), and the fields of which it wants at least one (none under the default rule).
 */
export function fieldRules(rule: ContactRule = DEFAULT_CONTACT_RULE) {
  const { all, oneOf } = contactRequirement(rule);
  const required = new Set([...ALWAYS_REQUIRED, ...all.map((channel) => CONTACT_FIELD[channel])]);
  return {
    required: (Object.keys(EMPTY_BOOKING) as BookingField[]).filter((field) => required.has(field)),
    oneOf: oneOf.map((channel) => CONTACT_FIELD[channel]),
  };
}

/**
 * The characters the API accepts in a phone number: digits, spaces and + - ( ). Browsers compile the
 * pattern attribute with the `v` flag, where ( ) and - inside a class must be escaped.
 */
export const PHONE_PATTERN = '[0-9+\\(\\)\\-\\s]*';

const isEmpty = (values: BookingValues) => (field: BookingField) => values[field].trim() === '';

/**
 * Required fields left empty (or holding only spaces), and every field of a group of which none
 * was given, in the order they appear.
 */
export function missingFields(values: BookingValues, rule?: ContactRule): BookingField[] {
  const { required, oneOf } = fieldRules(rule);
  const empty = isEmpty(values);
  const missing = new Set(required.filter(empty));
  if (oneOf.length > 0 && oneOf.every(empty)) for (const field of oneOf) missing.add(field);
  return (Object.keys(EMPTY_BOOKING) as BookingField[]).filter((field) => missing.has(field));
}

/** Whether all that is missing is a way to reach the visitor (a message of its own says so). */
export function onlyContactMissing(missing: readonly BookingField[], rule?: ContactRule): boolean {
  const { oneOf } = fieldRules(rule);
  return missing.length > 0 && missing.every((field) => oneOf.includes(field));
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
    // Beyond SPEC section 7's fields: sent only when given, so the call is the spec's without it.
    ...(values.wechat.trim() ? { wechatId: values.wechat.trim() } : {}),
    messageContent: values.message.trim(),
    browseType: 'booking',
    languages: contentLanguage(extras.lang),
    altcha: extras.captcha,
    website: extras.website,
    ...(extras.sourcePath ? { sourcePath: extras.sourcePath } : {}),
  };
}
