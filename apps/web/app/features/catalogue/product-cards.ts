// Product cards from the two list calls of the catalogue: a section's items and a type's products.
import type { ProductCardSource, ProductSectionItem, UiLanguage } from '@refit/contract';
import { wheelSizeSummary } from '@refit/contract/rules';
import { imageUrl } from '../../lib/api/image-url.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import type { ProductCardView } from '../../lib/catalogue/catalogue-types.ts';

/** A wheel's card adds its sizes at a glance ("20–21″ · 9–12J") to the car it was made for. */
function withSizes(subtitle: string, sizes: ProductSectionItem['wheelSizes']): string {
  return [subtitle, sizes ? wheelSizeSummary(sizes) : ''].filter((part) => part !== '').join(' · ');
}

/** A section item's title names the car a part was made for, or repeats the type of a catalogue piece. */
export function cardFromSectionItem(lang: UiLanguage, item: ProductSectionItem): ProductCardView {
  const typeName = pickField(lang, item, 'typeName');
  const title = pickField(lang, item, 'title');
  return {
    id: item.id,
    name: pickField(lang, item, 'productName'),
    subtitle: withSizes(title === typeName ? '' : title, item.wheelSizes),
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
    subtitle: withSizes(subtitle, source.wheelSizes),
    typeName: pickField(lang, source, 'typeName'),
    // A part without its own picture is better shown with its car than with the placeholder.
    image: imageUrl(source.productImgFileUrl || source.carImgUrl),
  };
}
