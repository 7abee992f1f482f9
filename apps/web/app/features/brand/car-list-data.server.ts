// Every car model grouped by brand (/car-list): the brand list, then each brand's cars at once.
// A brand whose cars cannot be fetched is left out; a failed brand list leaves the page empty
// (SPEC section 8: list fetch failures give empty lists).
import type { UiLanguage } from '@refit/contract';
import type { ApiClient } from '../../lib/api/client.ts';
import { imageUrl } from '../../lib/api/image-url.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import type { CarListGroup } from './car-list-types.ts';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function loadCarList(api: ApiClient, lang: UiLanguage): Promise<CarListGroup[]> {
  let brands;
  try {
    const body = await api.call('getBrandList');
    if (!body.success || !Array.isArray(body.result)) return [];
    brands = body.result
      .filter((brand) => brand.isShowMenu === '1' && brand.publishStatus === '1')
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  } catch (error) {
    console.error('car list: brands unavailable', describe(error));
    return [];
  }

  const groups = await Promise.all(
    brands.map(async (brand): Promise<CarListGroup | null> => {
      try {
        const body = await api.call('getCarList', { brandId: brand.id });
        if (!body.success || !Array.isArray(body.result)) return null;
        return {
          brandId: brand.id,
          brandName: pickText(lang, brand.brandName, brand.brandNameEn),
          brandIcon: imageUrl(brand.brandIconUrl),
          cars: body.result.map((car) => ({
            id: car.id,
            name: pickText(lang, car.carName, car.carNameEn),
            image: imageUrl(car.carImgUrl),
          })),
        };
      } catch (error) {
        console.error(`car list: cars of brand ${brand.id} unavailable`, describe(error));
        return null;
      }
    }),
  );
  return groups.filter((group): group is CarListGroup => group !== null && group.cars.length > 0);
}
