// Every car model grouped by brand (/car-list): the brand list, then each brand's cars at once.
// A brand whose cars cannot be fetched is left out; a failed brand list leaves the page empty
// (SPEC section 8: list fetch failures give empty lists).
import type { UiLanguage } from '@refit/contract';
import { isBrandListed } from '@refit/contract/rules';
import type { Api } from '../api/client.ts';
import { imageUrl } from '../api/image-url.ts';
import { settle } from '../api/settle.ts';
import { pickText } from '../i18n/pick-text.ts';
import type { CarListGroup } from './car-list-types.ts';

export async function loadCarList(api: Api, lang: UiLanguage): Promise<CarListGroup[]> {
  const brands = (await settle(api.log, 'car list: brands', () => api.getBrandList(), []))
    .filter(isBrandListed)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

  const groups = await Promise.all(
    brands.map(async (brand): Promise<CarListGroup> => ({
      brandId: brand.id,
      brandName: pickText(lang, brand.brandName, brand.brandNameEn),
      brandIcon: imageUrl(brand.brandIconUrl),
      cars: (
        await settle(
          api.log,
          `car list: cars of brand ${brand.id}`,
          () => api.getCarList({ brandId: brand.id }),
          [],
        )
      ).map((car) => ({
        id: car.id,
        name: pickText(lang, car.carName, car.carNameEn),
        image: imageUrl(car.carImgUrl),
      })),
    })),
  );
  // A brand whose cars could not be fetched has none to show, like a brand without cars.
  return groups.filter((group) => group.cars.length > 0);
}
