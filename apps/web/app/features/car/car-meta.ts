// Meta of the car page (SPEC section 2): "<site tag> - <car name>" as the title, the car's
// keywords and description, its picture for sharing, and Car structured data for search engines.
import type { UiLanguage } from '@refit/contract';
import type { MetaDescriptor } from 'react-router';
import { getMessages } from '../../lib/i18n/messages.ts';
import { absoluteUrl, vehicleJsonLd } from '../../lib/json-ld.ts';
import { pageTitle, taggedTitle } from '../../lib/page-title.ts';
import { languageUrl, pageMeta } from '../../lib/seo.ts';
import type { MetaLocation } from '../../lib/seo.ts';
import type { CarPageData } from './car-types.ts';
import { paths } from '../../lib/paths.ts';

export function carMeta(page: CarPageData, location: MetaLocation, origin: string): MetaDescriptor[] {
  const { lang, car } = page;
  const { description } = car;
  const tags = pageMeta(
    {
      lang,
      title: taggedTitle(lang, car.name),
      description,
      keywords: car.keywords || [car.brandName, car.name].filter(Boolean).join(','),
      image: car.image || undefined,
      sharing: car.sharing,
    },
    location,
    origin,
  );
  const images = [car.image, ...car.tabs.flatMap((tab) => tab.images.map((image) => image.src))]
    .filter((src) => src !== '')
    .slice(0, 6)
    .map((src) => absoluteUrl(origin, src));
  tags.push({
    'script:ld+json': vehicleJsonLd({
      name: `${car.brandName} ${car.name}`.trim(),
      model: car.name,
      brand: car.brandName,
      url: absoluteUrl(origin, languageUrl({ pathname: paths.car(car.id), search: '' }, lang)),
      images,
      description,
    }),
  });
  return tags;
}

/** Meta of the page when the car could not be loaded: the screen's name, kept out of search results. */
export function carFailedMeta(lang: UiLanguage): MetaDescriptor[] {
  return [
    { title: pageTitle(lang, getMessages(lang).screens.carDetail) },
    { name: 'robots', content: 'noindex' },
  ];
}
