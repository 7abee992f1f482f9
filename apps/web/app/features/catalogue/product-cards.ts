// Product cards from the two list calls of the catalogue: a section's items and a type's products.
import type { ProductCardSource, ProductSectionItem, UiLanguage } from '@refit/contract';
import { imageUrl } from '../../lib/api/image-url.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import type { ProductCardView } from '../../lib/catalogue/catalogue-types.ts';

/** A section item's title names the car a part was made for, or repeats the type of a catalogue piece. */
export function cardFromSectionItem(lang: UiLanguage, item: ProductSectionItem): ProductCardView {
  const typeName = pickField(lang, item, 'typeName');
  const title = pickField(lang, item, 'title');
  return {
    id: item.id,
    name: pickField(lang, item, 'productName'),
    subtitle: title === typeName ? '' : title,
    typeName,
    image: imageUrl(item.image),
  };
}

export function cardFromSource(lang: UiLanguage, source: ProductCardSource): ProductCardView {
  const subtitle = [pickField(lang, source, 'brandName'), pickField(lang, source, 'carName')]
    .filter((part) => part !== '')
    .join(' ');
  return {
    id: source.id,
    name: pickField(lang, source, 'name'),
    subtitle,
    typeName: pickField(lang, source, 'typeName'),
    // A part without its own picture is better shown with its car than with the placeholder.
    image: imageUrl(source.productImgFileUrl || source.carImgUrl),
  };
}
