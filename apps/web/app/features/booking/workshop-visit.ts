// The workshop visit a booking form asks for when owners have workshop booking on (decision 0065):
// the check made before sending (the contract's rules, the server's own) and the fields the
// saveContactUsForm call carries for it. Fetched with the visit's fields, by sites that take
// bookings only; what the visitor chose is in workshop-visit-values.ts.
import type { CallInput } from '@refit/contract';
import { bookingDayProblem, dayIn, isVin, normalizeVin } from '@refit/contract/rules';
import type { VisitField, VisitValues } from './workshop-visit-values.ts';

/** The call's name of each field: the form's controls carry it too. */
export const VISIT_FIELD_NAMES: Readonly<Record<VisitField, string>> = {
  date: 'bookingDate',
  slot: 'bookingSlot',
  workshop: 'workshopId',
  vin: 'vin',
};

export interface VisitProblem {
  field: VisitField;
  message: 'invalidDate' | 'invalidVin';
}

/** The first thing about the visit that stops the form from being sent. */
export function visitProblem(
  values: VisitValues,
  timeZone: string,
  now: Date = new Date(),
): VisitProblem | null {
  if (values.date !== '' && bookingDayProblem(values.date, dayIn(timeZone, now)) !== null) {
    return { field: 'date', message: 'invalidDate' };
  }
  if (values.vin.trim() !== '' && !isVin(values.vin)) return { field: 'vin', message: 'invalidVin' };
  return null;
}

/** The visit's fields of the call: only those given, so a form without a visit sends the spec's call. */
export function visitQuery(values: VisitValues): Partial<CallInput<'saveContactUsForm'>> {
  const vin = normalizeVin(values.vin);
  return {
    ...(values.date ? { bookingDate: values.date } : {}),
    ...(values.slot ? { bookingSlot: values.slot } : {}),
    ...(values.workshop ? { workshopId: values.workshop } : {}),
    ...(vin ? { vin } : {}),
  };
}
