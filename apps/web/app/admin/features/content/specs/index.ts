// Every content type's description, by its path segment.
import type { ContentType } from '../content-types.ts';
import type { ContentTypeSpec } from '../fields/field-spec.ts';
import { brandsSpec } from './brands.ts';
import { carsSpec } from './cars.ts';
import { galleriesSpec } from './galleries.ts';
import { locationsSpec } from './locations.ts';
import { menusSpec } from './menus.ts';
import { newsSpec } from './news.ts';
import { partnersSpec } from './partners.ts';
import { productTypesSpec } from './product-types.ts';
import { productsSpec } from './products.ts';
import { settingsSpec } from './settings.ts';

export const CONTENT_SPECS: Readonly<Record<ContentType, ContentTypeSpec>> = {
  brands: brandsSpec,
  cars: carsSpec,
  'product-types': productTypesSpec,
  products: productsSpec,
  galleries: galleriesSpec,
  news: newsSpec,
  partners: partnersSpec,
  locations: locationsSpec,
  menus: menusSpec,
  settings: settingsSpec,
};
