// What a file is, decided by its bytes and never by its name or the browser's content type:
// the signatures of the formats the media library takes.

export type DetectedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg' | 'pdf' | 'mp4';

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** ISO base media files (MP4, AVIF, HEIC) start with an `ftyp` box listing their brands. */
function ftypBrands(data: Buffer): string[] | null {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return null;
  const size = data.readUInt32BE(0);
  if (size < 16 || size > data.length || size > 4096 || size % 4 !== 0) return null;
  const brands = [ascii(data, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(data, offset, offset + 4));
  return brands;
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
/** MP4 family brands (ISO base media, MPEG-4, H.264, DASH); QuickTime and HEIC are not among them. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
]);

/** An SVG document: text whose first element, after an XML prolog and comments, is `<svg`. */
function isSvg(data: Buffer): boolean {
  if (data.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, 4096));
  } catch {
    return false;
  }
  const withoutProlog = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/.test(withoutProlog);
}

export function detectType(data: Buffer): DetectedType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 5 && ascii(data, 0, 5) === '%PDF-') return 'pdf';
  const brands = ftypBrands(data);
  if (brands) {
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => MP4_BRANDS.has(brand))) return 'mp4';
    return null;
  }
  return isSvg(data) ? 'svg' : null;
}
