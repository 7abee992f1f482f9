// The public address of each content type's items, for its declaration to point at. Kept in a
// module of its own so that public pages, which link to items, bundle these few strings and not
// every declaration the admin reads.
import type { AddressTemplate } from './declaration.ts';

export const ITEM_ADDRESSES = {
  brands: '/brand/:id',
  cars: '/car/:id',
  products: '/product/info/:id',
  galleries: '/gallery/:id',
  news: '/news/info/:id',
} as const satisfies Record<string, AddressTemplate>;

/** The address of `template` for one id. */
export const fillAddress = (template: AddressTemplate, id: number | string): string =>
  template.replace(':id', String(id));
