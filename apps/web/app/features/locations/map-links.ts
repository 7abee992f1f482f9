// Directions to a location in the map apps people in China use, as plain links built from each
// app's URL scheme: no map script, tile or picture is loaded from another host. The coordinates are
// GCJ-02, the datum of Amap and of maps shown in China; Baidu is told so (`coord_type=gcj02`).

export interface MapPlace {
  name: string;
  address: string;
  /** GCJ-02 degrees. */
  latitude: number;
  longitude: number;
}

export interface MapLinks {
  amap: string;
  baidu: string;
  apple: string;
}

/** Who asks, as Baidu's URL API wants it named ("webapp.<company>.<app>"). */
const BAIDU_SOURCE = 'webapp.ruijie-tuning.locations';

/** A coordinate with at most six decimals (about 10 cm), without a trailing run of zeros. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

const query = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');

export function mapLinks(place: MapPlace): MapLinks {
  const lat = degrees(place.latitude);
  const lng = degrees(place.longitude);
  return {
    amap: `https://uri.amap.com/marker?${query({
      position: `${lng},${lat}`,
      name: place.name,
      coordinate: 'gaode',
      callnative: '1',
    })}`,
    baidu: `https://api.map.baidu.com/marker?${query({
      location: `${lat},${lng}`,
      title: place.name,
      content: place.address,
      output: 'html',
      coord_type: 'gcj02',
      src: BAIDU_SOURCE,
    })}`,
    apple: `https://maps.apple.com/?${query({ ll: `${lat},${lng}`, q: place.name })}`,
  };
}
