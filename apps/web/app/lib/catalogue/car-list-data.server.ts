// Every car model grouped by brand (/car-list): the brand list, then each brand's cars at once.
// A brand whose cars cannot be fetched is left out; a failed brand list leaves the page empty
// (SPEC section 8: list fetch failures give empty lists).
import type { Car, UiLanguage } from '@refit/contract';
import { byListOrder, isBrandListed } from '@refit/contract/rules';
import type { Api } from '../api/client.ts';
import { imageUrl } from '../api/image-url.ts';
import { settle } from '../api/settle.ts';
import { pickText } from '../i18n/pick-text.ts';
import type { CarListGroup } from './car-list-types.ts';
import { menuBrands } from '../api/menu-brands.server.ts';

export async function loadCarList(api: Api, lang: UiLanguage): Promise<CarListGroup[]> {
  // In-process, every brand's cars come in one read, beside the brands, instead of one call per brand.
  const reads = api.inProcess;
  const listedCars = reads ? settle(api.log, 'car list: cars', () => reads.listedCars(), []) : undefined;
  const brands = (await settle(api.log, 'car list: brands', () => menuBrands(api), []))
    .filter(isBrandListed)
    .sort(byListOrder);

  let cars: Map<number, Car[]> | undefined;
  if (listedCars) {
    cars = new Map();
    for (const car of await listedCars) {
      const list = cars.get(car.brandId);
      if (list) list.push(car);
      else cars.set(car.brandId, [car]);
    }
  }
  const carsOf = (brandId: number): Promise<Car[]> =>
    cars
      ? Promise.resolve(cars.get(brandId) ?? [])
      : settle(api.log, `car list: cars of brand ${brandId}`, () => api.getCarList({ brandId }), []);

  const groups = await Promise.all(
    brands.map(async (brand): Promise<CarListGroup> => ({
      brandId: brand.id,
      brandName: pickText(lang, brand.brandName, brand.brandNameEn),
      brandIcon: imageUrl(brand.brandIconUrl),
      cars: (await carsOf(brand.id)).map((car) => ({
        id: car.id,
        name: pickText(lang, car.carName, car.carNameEn),
        image: imageUrl(car.carImgUrl),
      })),
    })),
  );
  // A brand whose cars could not be fetched has none to show, like a brand without cars.
  return groups.filter((group) => group.cars.length > 0);
}
