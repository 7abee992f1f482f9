// Loads a car for its page on the server: the car detail, then the parts of its first product
// type. An unknown car answers null (the API's 404, or no result); any other failure is thrown
// for the loader to turn into the page's failed state (SPEC section 8: the car failure only logs).
import type { UiLanguage } from '@refit/contract';
import type { Api } from '../../lib/api/client.ts';
import { errorText, isNotFound } from '../../lib/api/errors.ts';
import { filterSearch } from '../../lib/catalogue/catalogue-filter.ts';
import { FITMENT_WORDS } from '../../lib/i18n/fitment-words.ts';
import { paths } from '../../lib/paths.ts';
import { loadParts } from './parts/car-parts.ts';
import type { CarPageData, CarView } from './car-types.ts';
import { carViewFrom } from './car-view.ts';

export async function loadCar(api: Api, lang: UiLanguage, carId: number): Promise<CarView | null> {
  try {
    return carViewFrom(lang, await api.getRefitCarInfo({ carId }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function loadFirstParts(
  api: Api,
  lang: UiLanguage,
  car: CarView,
): Promise<CarPageData['firstParts']> {
  const first = car.tabs[0];
  if (!first) return null;
  try {
    const parts = await loadParts(api, lang, car.id, first.id);
    return { typeId: first.id, state: { status: 'loaded', parts } };
  } catch (error) {
    api.log.warn({ reason: errorText(error) }, `parts of car ${car.id} type ${first.id} unavailable`);
    return { typeId: first.id, state: { status: 'failed' } };
  }
}

/**
 * The wheels made to fit this car, as a link to the wheels page filtered by it (decision 0066),
 * worded here so the link adds no UI strings to the bundle; null when none fit or the list failed.
 */
export async function loadFittingWheels(
  api: Api,
  lang: UiLanguage,
  car: CarView,
): Promise<CarPageData['fittingWheels']> {
  try {
    const wheels = await api.getIndexProductList({ category: 'wheels', fitsCarId: car.id });
    if (wheels.length === 0) return null;
    return {
      label: FITMENT_WORDS[lang].carLink(wheels.length),
      href: paths.section('wheels') + filterSearch({ brandId: car.brandId, carId: car.id, q: '' }),
    };
  } catch (error) {
    api.log.warn({ reason: errorText(error) }, `wheels fitting car ${car.id} unavailable`);
    return null;
  }
}
