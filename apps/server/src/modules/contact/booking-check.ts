// The workshop booking an enquiry carries (decision 0065), checked against the owners' setting,
// today in the site's time zone and the published locations. While the database is away the
// workshop is left unchecked: the stored enquiry names it only if it still exists.
import { bookingProblems, dayIn, givenBookingFields } from '@refit/contract/rules';
import type { BookingRequest } from '@refit/contract/rules';
import type { FastifyInstance } from 'fastify';
import { isDatabaseAway } from '../../db/database-unreachable.ts';
import { listLocations } from '../location/routes.ts';

async function publishedWorkshopIds(app: FastifyInstance): Promise<number[] | null> {
  try {
    return (await listLocations(app.db)).map((location) => location.id);
  } catch (error) {
    if (!isDatabaseAway(error)) throw error;
    return null;
  }
}

/** The booking's problems as "field message" texts, none for an enquiry without a booking. */
export async function checkBooking(
  app: FastifyInstance,
  request: BookingRequest,
  enabled: boolean,
): Promise<string[]> {
  if (givenBookingFields(request).length === 0) return [];
  const workshopIds = enabled && request.workshopId !== undefined ? await publishedWorkshopIds(app) : [];
  return bookingProblems(request, { enabled, today: dayIn(app.config.SITE_TIME_ZONE), workshopIds });
}
