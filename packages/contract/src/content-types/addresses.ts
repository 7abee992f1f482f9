// The public address of each content type's items, of the enquiry form about an item that has no
// page, and of the site's own pages, for the declarations, the web app's paths and the admin's
// link check to point at. Kept in a module of its own so that public pages, which link to items,
// bundle these few strings and not every declaration the admin reads.
import type { ProductCategory } from '../constants.ts';
import type { AddressTemplate } from './declaration.ts';

/**
 * The site's own pages at fixed addresses (SPEC section 2), the screens that show no one item. The
 * catalogue sections are `sectionAddress` of each product category.
 */
export const SITE_PAGES = {
  home: '/',
  carList: '/car-list',
  singlePieceWheels: '/wheels/single-piece',
  twoPieceWheels: '/wheels/two-piece',
  gallery: '/gallery',
  news: '/news',
  about: '/about',
  locations: '/locations',
} as const;

/** A catalogue section's page: the category is its one segment (`/wheels`). */
export const sectionAddress = (category: ProductCategory) => `/${category}` as const;

export const ITEM_ADDRESSES = {
  brands: '/brand/:id',
  cars: '/car/:id',
  products: '/product/info/:id',
  galleries: '/gallery/:id',
  news: '/news/info/:id',
} as const satisfies Record<string, AddressTemplate>;

/** The query parameter of About's enquiry form that names the location asked about. */
export const ENQUIRY_LOCATION_PARAM = 'location';

/** About's enquiry form about one item of a type without pages of its own. */
export const ENQUIRY_ADDRESSES = {
  locations: `/about?${ENQUIRY_LOCATION_PARAM}=:id`,
} as const satisfies Record<string, AddressTemplate>;

/** Where one item stands on a page that shows its type's items together: the id of its element. */
export type ItemAnchor = `${string}:id${string}`;

/** The element of each location on the locations page, which a link to one location goes to. */
export const ITEM_ANCHORS = {
  locations: 'location-:id',
} as const satisfies Record<string, ItemAnchor>;

/** The address (or anchor) of `template` for one id. */
export const fillAddress = (template: AddressTemplate | ItemAnchor, id: number | string): string =>
  template.replace(':id', String(id));
