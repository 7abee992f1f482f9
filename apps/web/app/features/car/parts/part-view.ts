// Shapes a part of the car page's configuration for its card, and says where the card leads.
// Kept apart from car-view.ts: the browser needs these when it reloads parts, and car-view.ts
// brings the contract's schemas (and with them the validation library) that only the server needs.
import type { Part, UiLanguage } from '@refit/contract';
import { imageUrl } from '../../../lib/api/image-url.ts';
import { pickField } from '../../../lib/i18n/pick-text.ts';
import type { PartView } from '../car-types.ts';
import { paths } from '../../../lib/paths.ts';

export function partViewFrom(lang: UiLanguage, part: Part): PartView {
  return {
    id: part.id,
    name: pickField(lang, part, 'name'),
    specs: pickField(lang, part, 'specs'),
    quantity: part.quantity,
    typeName: pickField(lang, part, 'typeName'),
    image: imageUrl(part.productImgFileUrl.trim()),
  };
}

/** Where a part card leads: the product page, told which car it came from (SPEC section 2). */
export function partHref(partId: number, car: { id: number; name: string }): string {
  const query = new URLSearchParams({
    from: 'car',
    fromPath: paths.car(car.id),
    fromName: car.name,
    carId: String(car.id),
  });
  return `${paths.product(partId)}?${query.toString()}`;
}
