// The public address of each content type's items, and of the enquiry form about an item that has
// no page, for its declaration to point at. Kept in a module of its own so that public pages, which
// link to items, bundle these few strings and not every declaration the admin reads.
import type { AddressTemplate } from './declaration.ts';

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

/** The address of `template` for one id. */
export const fillAddress = (template: AddressTemplate, id: number | string): string =>
  template.replace(':id', String(id));
