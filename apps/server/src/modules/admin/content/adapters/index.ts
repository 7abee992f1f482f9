// The adapter of each content type.
import type { ContentType } from '@refit/contract/admin';
import type { ContentAdapter } from './adapter.ts';
import { brandsAdapter } from './brands.ts';
import { carsAdapter } from './cars.ts';
import { galleriesAdapter } from './galleries.ts';
import { menusAdapter } from './menus.ts';
import { newsAdapter } from './news.ts';
import { partnersAdapter } from './partners.ts';
import { productTypesAdapter } from './product-types.ts';
import { productsAdapter } from './products.ts';
import { settingsAdapter } from './settings.ts';

const adapters: Record<ContentType, ContentAdapter> = {
  brands: brandsAdapter as unknown as ContentAdapter,
  cars: carsAdapter as unknown as ContentAdapter,
  'product-types': productTypesAdapter as unknown as ContentAdapter,
  products: productsAdapter as unknown as ContentAdapter,
  galleries: galleriesAdapter as unknown as ContentAdapter,
  news: newsAdapter as unknown as ContentAdapter,
  partners: partnersAdapter as unknown as ContentAdapter,
  menus: menusAdapter as unknown as ContentAdapter,
  settings: settingsAdapter as unknown as ContentAdapter,
};

export function adapterOf(type: ContentType): ContentAdapter {
  return adapters[type];
}
