// The loader of the car page: language, the car and its first parts, the wheels that fit it, and
// the booking form's settings (contact rule, workshop booking). An unknown or malformed id answers
// 404; when the content API fails the page answers 503 with a notice (SPEC section 8: the car
// failure only logs) instead of an error page.
import { parsePositiveId } from '@refit/contract/rules';
import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api/api-context.server.ts';
import { errorText } from '../../lib/api/errors.ts';
import { loadBookingFormSettings } from '../../lib/contact/booking-form-settings.server.ts';
import { pageLanguage } from '../../lib/i18n/page-language.ts';
import { notFound } from '../../lib/not-found.tsx';
import { loadCar, loadFirstParts, loadFittingWheels } from './car-data.server.ts';
import type { CarFailedData, CarPageData, CarView } from './car-types.ts';

interface CarLoaderArgs {
  context: Readonly<RouterContextProvider>;
  idParam: string | undefined;
}

export async function carLoader({ context, idParam }: CarLoaderArgs) {
  const lang = pageLanguage(context);
  const carId = parsePositiveId(idParam);
  if (carId === null) notFound(lang);

  const api = getApi(context);
  let car: CarView | null;
  try {
    car = await loadCar(api, lang, carId);
  } catch (error) {
    // The API client has logged the failure; the visitor gets a calm notice, not a crash.
    api.log.warn({ reason: errorText(error) }, `car ${carId} unavailable`);
    const failed: CarFailedData = { lang, failed: true, carId };
    return data(failed, { status: 503 });
  }
  if (!car) notFound(lang);

  const [firstParts, fittingWheels, bookingForm] = await Promise.all([
    loadFirstParts(api, lang, car),
    loadFittingWheels(api, lang, car),
    loadBookingFormSettings(api, lang),
  ]);
  const page: CarPageData = { lang, car, brandId: car.brandId, firstParts, fittingWheels, ...bookingForm };
  return page;
}
