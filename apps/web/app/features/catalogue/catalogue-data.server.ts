// Loads a catalogue page on the server: the section's category tiles and the product cards of
// the section or of one type. Answers null when the type does not belong to the section (404).
import { MAX_PAGE_SIZE } from '@refit/contract';
import type {
  MenuItem,
  ProductCardSource,
  ProductCategory,
  ProductSectionItem,
  UiLanguage,
} from '@refit/contract';
import { parsePositiveId } from '@refit/contract/rules';
import { allRecords } from '../../lib/api/all-records.ts';
import type { Api } from '../../lib/api/client.ts';
import { errorText, isApiError } from '../../lib/api/errors.ts';
import { settle } from '../../lib/api/settle.ts';
import { loadCarList } from '../brand/car-list-data.server.ts';
import { NO_FILTER, filterApiQuery, isFiltered } from './catalogue-filter.ts';
import type { CatalogueFilterValues } from './catalogue-filter.ts';
import type {
  CatalogueFilterOptions,
  CataloguePageData,
  CatalogueScreen,
  ProductCardView,
  SectionType,
} from './catalogue-types.ts';
import { interleaveBy } from './interleave.ts';
import { cardFromSectionItem, cardFromSource } from './product-cards.ts';
import { resolveSectionTypes, typeForPath } from './section-types.ts';
import { SECTION_SCREEN } from './sections.ts';

/** More pages than this of one type would be a catalogue no visitor scrolls through. */
const MAX_TYPE_PAGES = 10;

export type CatalogueRoute =
  | { kind: 'section' }
  /** /<section>/:typeId */
  | { kind: 'type'; typeParam: string | undefined }
  /** A type page with a name of its own, such as /wheels/single-piece. */
  | { kind: 'named'; path: string; screen: CatalogueScreen; fallbackTypeId: number };

/** The site menu; an empty one when it cannot be fetched (SPEC section 8). */
export function loadMenu(api: Api): Promise<MenuItem[]> {
  return settle(
    api.log,
    'menu',
    () => api.getMenuData({ categoryCode: 'home_page', isQueryChild: true }),
    [],
  );
}

/** The items of a catalogue section; none when they cannot be fetched (SPEC section 8). */
export function loadSectionItems(
  api: Api,
  category: ProductCategory,
  filter: CatalogueFilterValues = NO_FILTER,
): Promise<ProductSectionItem[]> {
  return settle(
    api.log,
    `${category} products`,
    () => api.getIndexProductList({ category, ...filterApiQuery(filter) }),
    [],
  );
}

/** Every product of a type (the list call pages at most 100). Throws when the type is unknown. */
function loadTypeProducts(
  api: Api,
  typeId: number,
  filter: CatalogueFilterValues,
): Promise<ProductCardSource[]> {
  return allRecords(
    api.log,
    `products of type ${typeId}`,
    (pageNo) =>
      api.getProductListByType({ typeId, pageNo, pageSize: MAX_PAGE_SIZE, ...filterApiQuery(filter) }),
    MAX_TYPE_PAGES,
  );
}

/** The brands and car models to filter by, in the visitor's language; none when unavailable. */
async function loadFilterOptions(api: Api, lang: UiLanguage): Promise<CatalogueFilterOptions> {
  const groups = await loadCarList(api, lang);
  return {
    brands: groups.map((group) => ({ id: group.brandId, name: group.brandName })),
    cars: groups.flatMap((group) =>
      group.cars.map((car) => ({ id: car.id, name: car.name, brandId: group.brandId })),
    ),
  };
}

interface Sources {
  api: Api;
  lang: UiLanguage;
  category: ProductCategory;
  route: CatalogueRoute;
  /** Brand, car model and search from the address; none by default. */
  filter?: CatalogueFilterValues;
}

export async function loadCataloguePage({
  api,
  lang,
  category,
  route,
  filter = NO_FILTER,
}: Sources): Promise<CataloguePageData | null> {
  // The tiles come from the whole section; the cards of the section page from the filtered one.
  const filtered = route.kind === 'section' && isFiltered(filter);
  const [menu, items, filteredItems, filterOptions] = await Promise.all([
    loadMenu(api),
    loadSectionItems(api, category),
    filtered ? loadSectionItems(api, category, filter) : null,
    loadFilterOptions(api, lang),
  ]);
  const types = resolveSectionTypes({ category, lang, menu, items });

  if (route.kind === 'section') {
    return {
      category,
      screen: SECTION_SCREEN[category],
      types,
      activeType: null,
      products: interleaveBy(filteredItems ?? items, (item) => item.typeId).map((item) =>
        cardFromSectionItem(lang, item),
      ),
      filter,
      filterOptions,
    };
  }

  let typeId: number | null;
  let screen: CatalogueScreen;
  if (route.kind === 'named') {
    // The menu says which type the named page shows; the fallback only serves when it cannot.
    typeId = typeForPath(types, route.path)?.id ?? route.fallbackTypeId;
    screen = route.screen;
  } else {
    typeId = parsePositiveId(route.typeParam);
    screen = SECTION_SCREEN[category];
  }
  if (typeId === null) return null;

  const known = types.find((type) => type.id === typeId);
  // With tiles to compare against, a type that is not among them belongs to another section.
  if (!known && types.length > 0) return null;

  let sources: ProductCardSource[];
  try {
    sources = await loadTypeProducts(api, typeId, filter);
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
    api.log.warn({ reason: errorText(error) }, `products of type ${typeId} unavailable`);
    sources = [];
  }
  const products: ProductCardView[] = sources.map((source) => cardFromSource(lang, source));
  const activeType: SectionType = known ?? {
    id: typeId,
    name: products[0]?.typeName ?? '',
    icon: '',
    href: route.kind === 'named' ? route.path : `/${category}/${typeId}`,
  };
  return { category, screen, types, activeType, products, filter, filterOptions };
}
