// The adapter of each content type: the types listed here have one of their own; every other
// declared type takes the adapter its declaration makes (declared.ts), and the type check below
// names a type that needs one of its own and has none.
import { CONTENT_TYPES } from '@refit/contract/admin';
import type { ContentType } from '@refit/contract/admin';
import type { contentTypeDeclarations } from '@refit/contract/content-types';
import type { ContentAdapter } from './adapter.ts';
import { brandsAdapter } from './brands.ts';
import { carsAdapter } from './cars.ts';
import { declaredAdapter } from './declared.ts';
import type { DeclaredAdapterFits } from './declared.ts';
import { galleriesAdapter } from './galleries.ts';
import { menusAdapter } from './menus.ts';
import { newsAdapter } from './news.ts';
import { productTypesAdapter } from './product-types.ts';
import { productsAdapter } from './products.ts';
import { settingsAdapter } from './settings.ts';

const ownAdapters = {
  brands: brandsAdapter,
  cars: carsAdapter,
  'product-types': productTypesAdapter,
  products: productsAdapter,
  galleries: galleriesAdapter,
  news: newsAdapter,
  menus: menusAdapter,
  settings: settingsAdapter,
} satisfies Partial<Record<ContentType, ContentAdapter>>;

type Declared = (typeof contentTypeDeclarations)[number];
/** Types with no adapter of their own that their declaration cannot serve either. */
type Unserved = {
  [D in Declared as D['type']]: D['type'] extends keyof typeof ownAdapters
    ? never
    : DeclaredAdapterFits<D> extends true
      ? never
      : D['type'];
}[ContentType];
// Fails to compile, naming the type, when a type needs an adapter of its own (adapters/<type>.ts).
const _everyTypeServed: [Unserved] extends [never] ? true : `${Unserved} needs an adapter of its own` = true;
void _everyTypeServed;

const adapters = new Map<ContentType, ContentAdapter>(
  CONTENT_TYPES.map((type) => [
    type,
    type in ownAdapters ? ownAdapters[type as keyof typeof ownAdapters] : declaredAdapter(type),
  ]),
);

export function adapterOf(type: ContentType): ContentAdapter {
  return adapters.get(type)!;
}
