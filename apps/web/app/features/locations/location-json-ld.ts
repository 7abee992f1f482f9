// Structured data of a location for search engines: a schema.org AutoRepair (a LocalBusiness) with
// its address, telephone, place on the map (WGS-84, as schema.org reads it) and opening hours as
// the editors wrote them.
import { absoluteUrl } from '../../lib/json-ld.ts';
import { paths } from '../../lib/paths.ts';
import type { JsonLd } from '../../lib/json-ld.ts';
import type { LocationView } from './location-types.ts';

/** `pageUrl`: the absolute address of the locations page in the page's language. */
export function locationJsonLd(location: LocationView, origin: string, pageUrl: string): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${pageUrl}#${paths.locationAnchor(location.id)}`,
    name: location.name,
    url: pageUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
      addressCountry: 'CN',
    },
    geo: { '@type': 'GeoCoordinates', ...location.geo },
    hasMap: location.maps.amap,
  };
  if (location.photos.length > 0) data.image = location.photos.map((photo) => absoluteUrl(origin, photo));
  if (location.phone) data.telephone = location.phone;
  if (location.hours) data.openingHours = location.hours;
  return data;
}
