// The "my car" filter of the wheels pages (decision 0066), shaped on the server: the form's name
// and hint, the car chosen in the address ("Fit your Porsche 911 Turbo S"), what to say when no
// wheel fits it, and the way back to every wheel. The words travel in the page's data, so the
// filter adds no UI strings to the bundle.
import type { UiLanguage } from '@refit/contract';
import { FITMENT_WORDS } from '../../lib/i18n/fitment-words.ts';
import type { CatalogueFilterValues } from '../../lib/catalogue/catalogue-filter.ts';
import type { CatalogueFilterOptions, MyCarView } from '../../lib/catalogue/catalogue-types.ts';

export function myCarView(
  lang: UiLanguage,
  filter: CatalogueFilterValues,
  options: CatalogueFilterOptions,
  count: number,
): MyCarView {
  const w = FITMENT_WORDS[lang];
  const car = options.cars.find((item) => item.id === filter.carId);
  const brand = options.brands.find((item) => item.id === (car?.brandId ?? filter.brandId));
  // The model names the car; a brand alone stands for its models. A car not among the options
  // (hidden, or a stale link) is named by its brand when known, else not at all.
  const name = car ? [brand?.name, car.name].filter(Boolean).join(' ') : (brand?.name ?? '');
  return {
    label: w.myCar,
    hint: w.myCarHint,
    state: name ? `${w.fitsYour(name)} · ${w.fitsCount(count)}` : '',
    empty: w.noneFit(name || w.showAll),
    reset: w.showAll,
  };
}
