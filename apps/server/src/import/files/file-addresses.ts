// The files a record names, and the record with them replaced: a field whose name says it holds a
// file (`…Url`, `…Img`, `…Ico`, `icon`, `image`, `fileUrl`; never a `…Link`), the same inside JSON
// text (slides, galleries, the common data's nested lists), and `src` / file `href` addresses in rich
// text. The import and its verification map answers with this one function, so both read the
// source's records alike.

/** Where an address was found: a field (SPEC section 7's image-base rule) or rich text (site root). */
export type AddressPlace = 'field' | 'rich';

export type MapAddress = (address: string, place: AddressPlace) => string;

const FILE_KEY = /(url|img|ico|icon|image)$/i;
const LINK_KEY = /link/i;
const RICH_KEYS = new Set(['content', 'contentEn']);
const FILE_EXTENSION = /\.(jpe?g|png|webp|avif|gif|svg|pdf|mp4)([?#].*)?$/i;
const RICH_ADDRESS = /(\s(?:src|href)\s*=\s*)(["'])([^"']*)\2/gi;

export function mapFileAddresses<T>(value: T, map: MapAddress): T {
  return walk(value, '', map) as T;
}

/** Every file address a value names, with where it was found. */
export function fileAddressesIn(value: unknown): { address: string; place: AddressPlace }[] {
  const found: { address: string; place: AddressPlace }[] = [];
  mapFileAddresses(value, (address, place) => {
    found.push({ address, place });
    return address;
  });
  return found;
}

function walk(value: unknown, key: string, map: MapAddress): unknown {
  if (typeof value === 'string') return mapText(value, key, map);
  if (Array.isArray(value)) return value.map((item) => walk(item, key, map));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name, map)]));
  return value;
}

function mapText(text: string, key: string, map: MapAddress): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      parsed = undefined;
    }
    if (parsed !== undefined) {
      const mapped = walk(parsed, key, map);
      // Unchanged JSON keeps its own spelling; changed JSON is written anew.
      return JSON.stringify(mapped) === JSON.stringify(parsed) ? text : JSON.stringify(mapped);
    }
  }
  if (RICH_KEYS.has(key))
    return text.replace(RICH_ADDRESS, (whole, attribute: string, quote: string, address: string) => {
      const isFile = /src/i.test(attribute) || FILE_EXTENSION.test(address);
      return isFile && address !== '' ? `${attribute}${quote}${map(address, 'rich')}${quote}` : whole;
    });
  if (text !== '' && FILE_KEY.test(key) && !LINK_KEY.test(key)) return map(text, 'field');
  return text;
}
