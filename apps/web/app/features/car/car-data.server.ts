// Loads a car for its page on the server: the car detail, then the parts of its first product
// type. An unknown car answers null (the API's 404); any other failure is thrown for the loader
// to turn into the page's failed state (SPEC section 8: the car failure only logs).
import type { UiLanguage } from '@refit/contract';
import type { ApiClient } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { loadParts } from './car-parts.ts';
import type { CarPageData, CarView } from './car-types.ts';
import { carViewFrom } from './car-view.ts';

export async function loadCar(api: ApiClient, lang: UiLanguage, carId: number): Promise<CarView | null> {
  try {
    const body = await api.call('getRefitCarInfo', { carId });
    if (!body.success || !body.result) return null;
    return carViewFrom(lang, body.result);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function loadFirstParts(
  api: ApiClient,
  lang: UiLanguage,
  car: CarView,
): Promise<CarPageData['firstParts']> {
  const first = car.tabs[0];
  if (!first) return null;
  try {
    const parts = await loadParts(api, lang, car.id, first.id);
    return { typeId: first.id, state: { status: 'loaded', parts } };
  } catch (error) {
    console.error(
      `parts of car ${car.id} type ${first.id} unavailable`,
      error instanceof Error ? error.message : error,
    );
    return { typeId: first.id, state: { status: 'failed' } };
  }
}
