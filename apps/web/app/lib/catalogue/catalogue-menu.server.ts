// The menu and a section's items, wanted by the catalogue, the product pages and the sitemap.
import type { MenuItem, ProductCategory, ProductSectionItem } from '@refit/contract';
import type { SectionProductType } from '@refit/contract/in-process';
import type { Api } from '../api/client.ts';
import { settle } from '../api/settle.ts';
import { NO_FILTER, filterApiQuery } from './catalogue-filter.ts';
import type { CatalogueFilterValues } from './catalogue-filter.ts';

/** The site menu; an empty one when it cannot be fetched (SPEC section 8). */
export function loadMenu(api: Api): Promise<MenuItem[]> {
  return settle(
    api.log,
    'menu',
    () => api.getMenuData({ categoryCode: 'home_page', isQueryChild: true }),
    [],
  );
}

/** The items of a catalogue section, narrowed by `filter`; none when they cannot be fetched (SPEC section 8). */
export function loadSectionItems(
  api: Api,
  category: ProductCategory,
  filter: CatalogueFilterValues = NO_FILTER,
): Promise<ProductSectionItem[]> {
  return settle(
    api.log,
    `${category} products`,
    () => api.getIndexProductList({ category, ...filterApiQuery(filter, category) }),
    [],
  );
}

/**
 * The product types of a section, for its tiles, without its items: a read of the server this app
 * runs in. None when they cannot be read; callers without in-process reads use loadSectionItems.
 */
export function loadSectionTypes(api: Api, category: ProductCategory): Promise<SectionProductType[]> {
  const reads = api.inProcess;
  if (!reads) return loadSectionItems(api, category);
  return settle(api.log, `${category} product types`, () => reads.sectionTypes(category), []);
}
