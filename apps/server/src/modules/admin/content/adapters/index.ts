// The adapter of each content type.
import type { ContentType } from '@refit/contract/admin';
import type { ContentAdapter } from './adapter.ts';
import { brandsAdapter } from './brands.ts';
import { carsAdapter } from './cars.ts';
import { galleriesAdapter } from './galleries.ts';
import { locationsAdapter } from './locations.ts';
import { menusAdapter } from './menus.ts';
import { newsAdapter } from './news.ts';
import { partnersAdapter } from './partners.ts';
import { productTypesAdapter } from './product-types.ts';
import { productsAdapter } from './products.ts';
import { settingsAdapter } from './settings.ts';

const adapters: Record<ContentType, ContentAdapter> = {
  brands: brandsAdapter,
  cars: carsAdapter,
  'product-types': productTypesAdapter,
  products: productsAdapter,
  galleries: galleriesAdapter,
  news: newsAdapter,
  partners: partnersAdapter,
  locations: locationsAdapter,
  menus: menusAdapter,
  settings: settingsAdapter,
};

export function adapterOf(type: ContentType): ContentAdapter {
  return adapters[type];
}
