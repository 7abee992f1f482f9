// What the catalogue pages render, already in the visitor's language and with full image URLs.
import type { ProductCategory } from '@refit/contract';
import type { CatalogueFilterValues } from './catalogue-filter.ts';

/** A product type of a section: one category tile. */
export interface SectionType {
  id: number;
  name: string;
  /** Tile icon URL; empty when the menu gives none. */
  icon: string;
  /** The type page: the menu's link (e.g. /wheels/single-piece) or /<section>/<id>. */
  href: string;
}

export interface ProductCardView {
  id: number;
  name: string;
  /** The car (brand and model) a part was made for; empty for catalogue pieces. */
  subtitle: string;
  typeName: string;
  image: string;
}

/** The screen a catalogue route shows, keyed like the `screens` messages. */
export type CatalogueScreen =
  'aerodynamicKits' | 'wheels' | 'singlePieceWheels' | 'twoPieceWheels' | 'peripherals';

export interface CataloguePageData {
  category: ProductCategory;
  screen: CatalogueScreen;
  types: SectionType[];
  /** The type page's type; null on the section page. */
  activeType: SectionType | null;
  /** The cards sent with the page: all of them, or the first ones when `paged`. */
  products: ProductCardView[];
  /** How many cards the list has in all. */
  total: number;
  /** The cards beyond `products` are fetched from the section's items address on show-more. */
  paged: boolean;
  /** The filters the products were narrowed by (from the address). */
  filter: CatalogueFilterValues;
  filterOptions: CatalogueFilterOptions;
  /** On the wheels pages, the filter is the visitor's car: its words (decision 0066). */
  myCar: MyCarView | null;
}

/** The wheels pages' "my car" filter, worded on the server in the page's language. */
export interface MyCarView {
  /** The form's name and the line under it. */
  label: string;
  hint: string;
  /** "Fit your Porsche 911 Turbo S · 7 wheels"; '' without a car or brand chosen. */
  state: string;
  /** Said when no wheel fits the car chosen. */
  empty: string;
  /** The link back to every wheel. */
  reset: string;
}

/** The brands and car models a catalogue can be filtered by. */
export interface CatalogueFilterOptions {
  brands: { id: number; name: string }[];
  cars: { id: number; name: string; brandId: number }[];
}
