// Every content type's declaration, in the order the admin lists them. Only references here, no
// work at load, so a page that needs one type's address bundles that declaration alone.
import { brands } from './brands.ts';
import { cars } from './cars.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { galleries } from './galleries.ts';
import { locations } from './locations.ts';
import { menus } from './menus.ts';
import { news } from './news.ts';
import { partners } from './partners.ts';
import { productTypes } from './product-types.ts';
import { products } from './products.ts';
import { settings } from './settings.ts';

export { brands, cars, galleries, locations, menus, news, partners, productTypes, products, settings };

export const contentTypeDeclarations = [
  brands,
  cars,
  productTypes,
  products,
  galleries,
  news,
  partners,
  locations,
  menus,
  settings,
] as const satisfies readonly ContentTypeDeclaration[];

export type ContentType = (typeof contentTypeDeclarations)[number]['type'];
