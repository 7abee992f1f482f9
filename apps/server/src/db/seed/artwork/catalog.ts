// File names of every generated asset, in one place so the seed and the writer
// cannot drift apart. Paths are relative to the static directory. Photographs are JPEG
// (rendered from their drawings, photos/demo-photos.ts); emblems, icons and logos stay SVG.

/**
 * The demo brands' address names (SPEC section 9), in id order: the seed writes them to the
 * brand.slug column, which the API serves, and names each brand's generated pictures by them.
 */
export const BRAND_SLUGS = [
  'mclaren',
  'lamborghini',
  'porsche',
  'mercedes',
  'ferrari',
  'bentley',
  'bmw',
  'audi',
] as const;
export type BrandSlug = (typeof BRAND_SLUGS)[number];

export const CARS_PER_BRAND = 3;
export const SLIDES_PER_BRAND = 3;
export const CONFIG_SHOTS_PER_CAR = 3;
export const GALLERY_SHOTS_PER_CAR = 4;
export const NEWS_COUNT = 12;
export const HOME_BANNER_COUNT = 3;

export const PART_KINDS = [
  'front-lip',
  'side-skirt',
  'rear-diffuser',
  'rear-wing',
  'hood',
  'mirror-cap',
  'exhaust',
  'wheel-forged-1pc',
  'wheel-forged-2pc',
  'steering-wheel',
  'carbon-interior',
  'lighting',
  'floor-mats',
  'car-cover',
  'key-case',
] as const;
export type PartKind = (typeof PART_KINDS)[number];

export const MENU_TILES = [
  'aero-front',
  'aero-side',
  'aero-rear',
  'aero-wing',
  'wheel-1pc',
  'wheel-2pc',
  'peripheral-interior',
  'peripheral-exterior',
  'peripheral-care',
  'about-company',
  'about-contact',
  'news',
  'gallery',
  'brands',
] as const;
export type MenuTile = (typeof MENU_TILES)[number];

export const PARTNERS = [
  'VELOCE FORGE',
  'CARBONWERK',
  'APEX TYRES',
  'STRADA AUDIO',
  'NORDLICHT LIGHTING',
  'KAISER EXHAUST',
  'SILK ROAD LOGISTICS',
  'LUMEN FILM',
] as const;

export const SOCIAL_ICONS = ['wechat', 'weibo', 'douyin'] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

/** 1..count, the numbering every asset family uses. */
export function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

export const brandIcon = (slug: string): string => `brand/${slug}.svg`;
export const brandSlide = (slug: string, i: number): string => `brand/${slug}-slide-${i}.jpg`;
export const carImage = (slug: string, n: number): string => `car/${slug}-${n}.jpg`;
export const carIcon = (slug: string, n: number): string => `car/${slug}-${n}-icon.svg`;
export const configImage = (slug: string, n: number, k: number): string => `config/${slug}-${n}-${k}.jpg`;
export const galleryImage = (slug: string, n: number, k: number): string => `gallery/${slug}-${n}-${k}.jpg`;
export const partImage = (kind: string): string => `part/${kind}.jpg`;
export const newsImage = (i: number): string => `news/news-${i}.jpg`;
export const homeBanner = (i: number): string => `banner/home-${i}.jpg`;
export const partnerLogo = (i: number): string => `partner/partner-${i}.svg`;
export const menuTile = (name: string): string => `menu/${name}.svg`;
export const typeTile = (name: string): string => `type/${name}.svg`;
export const socialIcon = (name: string): string => `social/${name}.svg`;
export const LOGO = 'logo/logo.svg';
export const LOGO_MARK = 'logo/logo-mark.svg';
export const PLACEHOLDER_CAR = 'placeholder/car.svg';
export const PLACEHOLDER_IMAGE = 'placeholder/image.svg';
/** PDFs are written by the seed with buildPdf; this only names them. */
export const pdfFile = (slug: string, n: number, typeSlug: string): string =>
  `pdf/${slug}-${n}-${typeSlug}.pdf`;
