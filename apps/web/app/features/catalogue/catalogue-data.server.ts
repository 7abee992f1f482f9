// Loads a catalogue page on the server: the section's category tiles and the product cards of
// the section or of one type. Answers null when the type does not belong to the section (404).
import { MAX_PAGE_SIZE } from '@refit/contract';
import type { ProductCardSource, ProductCategory, ProductSectionItem, UiLanguage } from '@refit/contract';
import type { SectionItemsPage } from '@refit/contract/in-process';
import { interleaveBy, parsePositiveId } from '@refit/contract/rules';
import { allRecords } from '../../lib/api/all-records.ts';
import type { Api } from '../../lib/api/client.ts';
import { errorText, isApiError } from '../../lib/api/errors.ts';
import { settle } from '../../lib/api/settle.ts';
import { loadCarList } from '../../lib/catalogue/car-list-data.server.ts';
import { NO_FILTER, filterApiQuery, isFiltered } from '../../lib/catalogue/catalogue-filter.ts';
import type { CatalogueFilterValues } from '../../lib/catalogue/catalogue-filter.ts';
import type {
  CatalogueFilterOptions,
  CataloguePageData,
  CatalogueScreen,
  ProductCardView,
  SectionType,
} from '../../lib/catalogue/catalogue-types.ts';
import { cardFromSectionItem, cardFromSource } from './product-cards.ts';
import { myCarView } from './my-car-view.ts';
import { resolveSectionTypes, typeForPath } from '../../lib/catalogue/section-types.ts';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';
import { loadMenu, loadSectionItems, loadSectionTypes } from '../../lib/catalogue/catalogue-menu.server.ts';
import { paths } from '../../lib/paths.ts';
import { SECTION_FIRST_PAGE } from '../../lib/catalogue/section-paging.ts';
import { loadSectionItemsPage } from '../../lib/catalogue/section-items.server.ts';

/** More pages than this of one type would be a catalogue no visitor scrolls through. */
const MAX_TYPE_PAGES = 10;

export type CatalogueRoute =
  | { kind: 'section' }
  /** /<section>/:typeId */
  | { kind: 'type'; typeParam: string | undefined }
  /** A type page with a name of its own, such as /wheels/single-piece. */
  | { kind: 'named'; path: string; screen: CatalogueScreen };

/** Every product of a type (the list call pages at most 100). Throws when the type is unknown. */
function loadTypeProducts(
  api: Api,
  typeId: number,
  filter: CatalogueFilterValues,
  category: ProductCategory,
): Promise<ProductCardSource[]> {
  return allRecords(
    api.log,
    `products of type ${typeId}`,
    (pageNo) =>
      api.getProductListByType({
        typeId,
        pageNo,
        pageSize: MAX_PAGE_SIZE,
        ...filterApiQuery(filter, category),
      }),
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

/** The first cards of the unfiltered section page, and the section's total; none when unreadable. */
function loadFirstSectionPage(api: Api, category: ProductCategory): Promise<SectionItemsPage> {
  return settle(
    api.log,
    `${category} products`,
    () => loadSectionItemsPage(api, category, 0, SECTION_FIRST_PAGE),
    NO_ITEMS,
  );
}

const NO_ITEMS: SectionItemsPage = { items: [], total: 0 };

const byType = (item: ProductSectionItem) => item.typeId;

export async function loadCataloguePage({
  api,
  lang,
  category,
  route,
  filter = NO_FILTER,
}: Sources): Promise<CataloguePageData | null> {
  // The tiles come from the whole section's product types. The filtered section page shows every
  // item found; the unfiltered one only its first cards, the rest being fetched on show-more. In
  // process, the types and the first cards are read on their own; otherwise the section's items
  // (one public call) give both.
  const inProcess = api.inProcess !== undefined;
  const filtered = route.kind === 'section' && isFiltered(filter);
  const [menu, items, sectionTypes, firstPage, filteredItems, filterOptions] = await Promise.all([
    loadMenu(api),
    inProcess ? null : loadSectionItems(api, category),
    inProcess ? loadSectionTypes(api, category) : null,
    inProcess && route.kind === 'section' && !filtered ? loadFirstSectionPage(api, category) : null,
    filtered ? loadSectionItems(api, category, filter) : null,
    loadFilterOptions(api, lang),
  ]);
  const types = resolveSectionTypes({ category, lang, menu, items: sectionTypes ?? items ?? [] });

  const sectionPage = async (screen: CatalogueScreen): Promise<CataloguePageData> => {
    let shown: ProductSectionItem[];
    let total: number;
    if (filteredItems) {
      shown = interleaveBy(filteredItems, byType);
      total = shown.length;
    } else if (items) {
      shown = interleaveBy(items, byType).slice(0, SECTION_FIRST_PAGE);
      total = items.length;
    } else {
      ({ items: shown, total } = firstPage ?? (await loadFirstSectionPage(api, category)));
    }
    return {
      category,
      screen,
      types,
      activeType: null,
      products: shown.map((item) => cardFromSectionItem(lang, item)),
      total,
      paged: shown.length < total,
      filter,
      filterOptions,
      myCar: category === 'wheels' ? myCarView(lang, filter, filterOptions, total) : null,
    };
  };
  if (route.kind === 'section') return sectionPage(SECTION_SCREEN[category]);

  let typeId: number | null;
  let screen: CatalogueScreen;
  if (route.kind === 'named') {
    // The menu says which type the named page shows. A menu that lists types without this page
    // means the page does not exist; without a menu at all (it failed) the section is shown.
    const named = typeForPath(types, route.path);
    if (!named) return menu.length > 0 ? null : sectionPage(route.screen);
    typeId = named.id;
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
    sources = await loadTypeProducts(api, typeId, filter, category);
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
    href: route.kind === 'named' ? route.path : paths.sectionType(category, typeId),
  };
  return {
    category,
    screen,
    types,
    activeType,
    products,
    total: products.length,
    paged: false,
    filter,
    filterOptions,
    myCar: category === 'wheels' ? myCarView(lang, filter, filterOptions, products.length) : null,
  };
}
