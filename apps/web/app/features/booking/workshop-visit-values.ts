// What a visitor chooses of the workshop visit (decision 0065), empty to start: the booking form
// holds it from the first render. The rules that check it and the call's fields it makes are in
// workshop-visit.ts, fetched with the visit's fields only by sites that take bookings.
import type { BookingSlot } from '@refit/contract/rules';

export interface VisitValues {
  /** YYYY-MM-DD, or empty. */
  date: string;
  /** Empty: any time. */
  slot: BookingSlot | '';
  /** A location's id, or empty: any workshop. */
  workshop: string;
  vin: string;
}

export type VisitField = keyof VisitValues;

export const EMPTY_VISIT: VisitValues = { date: '', slot: '', workshop: '', vin: '' };
