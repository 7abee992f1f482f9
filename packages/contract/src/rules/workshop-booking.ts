// Workshop booking on the booking form (decision 0065): the preferred day, the half-day slot, the
// workshop and the car's VIN, each checked by one rule the server enforces and the browser shows.
// No zod and no Node APIs: the booking form's browser code imports this.

/** The half-day slots a visitor may ask for. */
export const BOOKING_SLOTS = ['morning', 'afternoon'] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];

/** How far ahead a day may be booked: about a year. */
export const BOOKING_HORIZON_DAYS = 365;

/** The saveContactUsForm fields that carry a booking, accepted only while owners have it on. */
export const BOOKING_FIELDS = ['bookingDate', 'bookingSlot', 'workshopId', 'vin'] as const;
export type BookingFieldName = (typeof BOOKING_FIELDS)[number];

/** 17 letters and digits; I, O and Q are never used (ISO 3779), so they cannot be misread. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const VIN_LENGTH = 17;

/** A VIN as stored: trimmed and in capitals. */
export function normalizeVin(value: string): string {
  return value.trim().toUpperCase();
}

/** Whether a text is a VIN once trimmed and put in capitals. */
export function isVin(value: string): boolean {
  return VIN_PATTERN.test(normalizeVin(value));
}

export const VIN_RULE = 'must be a VIN: 17 letters and digits, without I, O or Q';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today's date (YYYY-MM-DD) in a time zone: the site's, SITE_TIME_ZONE. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day moved by a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a visitor may choose, counted from today in the site's time zone. */
export function bookingDayRange(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, BOOKING_HORIZON_DAYS) };
}

export type BookingDayProblem = 'invalid' | 'past' | 'too-far';

/** What is wrong with a preferred day, or null when it may be booked. */
export function bookingDayProblem(day: string, today: string): BookingDayProblem | null {
  if (!isCalendarDay(day)) return 'invalid';
  const { first, last } = bookingDayRange(today);
  if (day < first) return 'past';
  if (day > last) return 'too-far';
  return null;
}

const DAY_PROBLEM_TEXT: Readonly<Record<BookingDayProblem, string>> = {
  invalid: 'must be a date as YYYY-MM-DD',
  past: 'must not be in the past',
  'too-far': `must be at most ${BOOKING_HORIZON_DAYS} days ahead`,
};

/** The booking fields of an enquiry, as the call's schema leaves them. */
export interface BookingRequest {
  bookingDate?: string | undefined;
  bookingSlot?: BookingSlot | undefined;
  workshopId?: number | undefined;
  vin?: string | undefined;
}

export interface BookingContext {
  /** The owners' setting: whether the form asks for a booking. */
  enabled: boolean;
  /** Today in the site's time zone. */
  today: string;
  /** The published workshops' ids, or null when they cannot be read (the database away). */
  workshopIds: readonly number[] | null;
}

/** Which booking fields an enquiry carries (an empty VIN is none). */
export function givenBookingFields(request: BookingRequest): BookingFieldName[] {
  return BOOKING_FIELDS.filter((field) => request[field] !== undefined && request[field] !== '');
}

/**
 * What the booking rules refuse, as "field message" texts: any booking field while owners have
 * booking off; a day outside today … a year ahead, or a workshop that is not a published location,
 * while it is on.
 */
export function bookingProblems(request: BookingRequest, context: BookingContext): string[] {
  const given = givenBookingFields(request);
  if (!context.enabled) return given.map((field) => `${field} is not accepted: workshop booking is off`);
  const problems: string[] = [];
  if (request.bookingDate !== undefined) {
    const problem = bookingDayProblem(request.bookingDate, context.today);
    if (problem) problems.push(`bookingDate ${DAY_PROBLEM_TEXT[problem]}`);
  }
  if (
    request.workshopId !== undefined &&
    context.workshopIds !== null &&
    !context.workshopIds.includes(request.workshopId)
  ) {
    problems.push('workshopId must be one of the published locations');
  }
  return problems;
}
