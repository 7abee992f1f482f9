// Product types: the tiles of the three catalogue sections and the tabs of a car page.
import type { ProductCategory } from '@refit/contract';
import type { ProductTypeTable } from '../schema.ts';
import { typeTile } from './artwork/catalog.ts';
import type { Row } from './types.ts';

export type TypeSlug =
  'front' | 'side' | 'rear' | 'wing' | 'single-piece' | 'two-piece' | 'interior' | 'exterior' | 'care';

interface TypeSource {
  slug: TypeSlug;
  category: ProductCategory;
  tile: string;
  name: string;
  nameEn: string;
}

const sources: TypeSource[] = [
  {
    slug: 'front',
    category: 'aerodynamic-kits',
    tile: 'aero-front',
    name: '前唇与前铲',
    nameEn: 'Front splitters',
  },
  {
    slug: 'side',
    category: 'aerodynamic-kits',
    tile: 'aero-side',
    name: '侧裙与侧翼',
    nameEn: 'Side skirts',
  },
  {
    slug: 'rear',
    category: 'aerodynamic-kits',
    tile: 'aero-rear',
    name: '后扩散器与排气',
    nameEn: 'Rear diffusers & exhausts',
  },
  {
    slug: 'wing',
    category: 'aerodynamic-kits',
    tile: 'aero-wing',
    name: '尾翼与扰流板',
    nameEn: 'Wings & spoilers',
  },
  {
    slug: 'single-piece',
    category: 'wheels',
    tile: 'wheel-1pc',
    name: '单片锻造轮毂',
    nameEn: 'Single-piece forged wheels',
  },
  {
    slug: 'two-piece',
    category: 'wheels',
    tile: 'wheel-2pc',
    name: '两片式锻造轮毂',
    nameEn: 'Two-piece forged wheels',
  },
  {
    slug: 'interior',
    category: 'peripherals',
    tile: 'peripheral-interior',
    name: '内饰升级',
    nameEn: 'Interior',
  },
  {
    slug: 'exterior',
    category: 'peripherals',
    tile: 'peripheral-exterior',
    name: '外观饰件',
    nameEn: 'Exterior accessories',
  },
  {
    slug: 'care',
    category: 'peripherals',
    tile: 'peripheral-care',
    name: '养护与精品',
    nameEn: 'Care & lifestyle',
  },
];

/** Type ids by slug: 1 front, 2 side, 3 rear, 4 wing, 5 single-piece, 6 two-piece, 7 interior, 8 exterior, 9 care. */
export const TYPE_ID = Object.fromEntries(sources.map((s, i) => [s.slug, i + 1])) as Record<TypeSlug, number>;

export const productTypes: Row<ProductTypeTable>[] = sources.map((s, i) => ({
  id: i + 1,
  category: s.category,
  slug: s.slug,
  typeName: s.name,
  typeNameEn: s.nameEn,
  iconUrl: typeTile(s.tile),
  sortOrder: i + 1,
}));

export function typeBySlug(slug: TypeSlug): Row<ProductTypeTable> {
  const type = productTypes.find((t) => t.slug === slug);
  if (!type) throw new Error(`Unknown product type ${slug}`);
  return type;
}
