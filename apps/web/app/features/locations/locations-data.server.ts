// Loads the locations for their page and shapes them in the page's language: photos as image
// URLs, services as a list, map links from the GCJ-02 coordinates, and the same place in WGS-84
// for search engines. Throws when the list cannot be fetched; the page says so.
import type { ServiceLocation, UiLanguage } from '@refit/contract';
import { telHref } from '@refit/contract/rules';
import gcoord from 'gcoord';
import type { Api } from '../../lib/api/client.ts';
import { imageUrlList } from '../../lib/api/image-url.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import { paths } from '../../lib/paths.ts';
import type { LocationView } from './location-types.ts';
import { mapLinks } from './map-links.ts';

/** Six decimals: about 10 cm, more than either datum is good for. */
const rounded = (value: number) => Number(value.toFixed(6));

export function locationView(lang: UiLanguage, location: ServiceLocation): LocationView {
  const name = pickField(lang, location, 'name');
  const address = pickField(lang, location, 'address');
  const phone = location.phone.trim();
  const [longitude, latitude] = gcoord.transform(
    [location.longitude, location.latitude],
    gcoord.GCJ02,
    gcoord.WGS84,
  ) as [number, number];
  return {
    id: location.id,
    name,
    city: pickField(lang, location, 'city'),
    address,
    hours: pickField(lang, location, 'openingHours'),
    phone,
    phoneHref: phone ? telHref(phone) : '',
    wechatId: location.wechatId.trim(),
    photos: imageUrlList(location.photosJson),
    services: pickField(lang, location, 'services')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    maps: mapLinks({ name, address, latitude: location.latitude, longitude: location.longitude }),
    enquiryHref: paths.locationEnquiry(location.id),
    geo: { latitude: rounded(latitude), longitude: rounded(longitude) },
  };
}

export async function loadLocations(api: Api, lang: UiLanguage): Promise<LocationView[]> {
  return (await api.getLocationList()).map((location) => locationView(lang, location));
}
