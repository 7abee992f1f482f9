// What an import read from the source: its records by table, each checked against the contract's
// schema, in the order the source lists them, and every answer as received (the verification
// compares our own server's answers with them).
import type {
  Brand,
  CarDetail,
  CommonDataCode,
  MenuItem,
  NewsDetail,
  Partner,
  ProductDetail,
  GalleryDetail,
  ServiceLocation,
} from '@refit/contract';
import type { ReadCall } from './source-calls.ts';

export interface SourceAnswer {
  name: ReadCall;
  query: Record<string, string>;
  /** The result, both languages merged; undefined when the call failed. */
  result: unknown;
}

export interface SourceProductType {
  id: number;
  typeName: string;
  typeNameEn: string;
  /** The catalogue section, when a section or a product names it. */
  category: string | null;
}

export interface SourceSnapshot {
  menus: MenuItem[];
  brands: Brand[];
  commonData: Map<CommonDataCode, string>;
  /** Ids of the home page's featured cars. */
  featured: Set<number>;
  partners: Partner[];
  /** Null when the source has no such call. */
  locations: ServiceLocation[] | null;
  /** Cars in each brand's order, with their detail. */
  cars: CarDetail[];
  /** Each car's icon, which only the car lists carry. */
  carIcons: Map<number, string>;
  /** Types in the order their sections list them, then those only cars name. */
  productTypes: SourceProductType[];
  /** Products in each type's order. */
  products: ProductDetail[];
  /** Galleries in the order of the list of all of them. */
  galleries: GalleryDetail[];
  /** News, newest first. */
  news: NewsDetail[];
  answers: SourceAnswer[];
}

export function emptySnapshot(): SourceSnapshot {
  return {
    menus: [],
    brands: [],
    commonData: new Map(),
    featured: new Set(),
    partners: [],
    locations: null,
    cars: [],
    carIcons: new Map(),
    productTypes: [],
    products: [],
    galleries: [],
    news: [],
    answers: [],
  };
}
