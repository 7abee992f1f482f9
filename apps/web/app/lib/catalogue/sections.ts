// The three catalogue sections and the screen each one's section page shows.
import type { ProductCategory } from '@refit/contract';
import type { CatalogueScreen } from './catalogue-types.ts';

export const SECTION_SCREEN: Readonly<Record<ProductCategory, CatalogueScreen>> = {
  'aerodynamic-kits': 'aerodynamicKits',
  wheels: 'wheels',
  peripherals: 'peripherals',
};

export function isProductCategory(value: string): value is ProductCategory {
  return value in SECTION_SCREEN;
}
