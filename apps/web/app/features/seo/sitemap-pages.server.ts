// Every public page of the site, read from the content API: the fixed screens, the catalogue
// sections and their type pages, and every visible brand, car, product, gallery and news item.
// Each part fails on its own; what did load is still listed.
import { MAX_PAGE_SIZE, PRODUCT_CATEGORIES } from '@refit/contract';
import type { Paged } from '@refit/contract';
import { LISTED_PAGES } from '@refit/contract/content-types';
import { isBrandListed } from '@refit/contract/rules';
import { allRecords } from '../../lib/api/all-records.ts';
import type { Api } from '../../lib/api/client.ts';
import { settle } from '../../lib/api/settle.ts';
import { loadMenu, loadSectionItems } from '../../lib/catalogue/catalogue-menu.server.ts';
import { resolveSectionTypes } from '../../lib/catalogue/section-types.ts';
import { paths } from '../../lib/paths.ts';

/** The site's own screens, and the pages of the content types that list their items together. */
const FIXED_PAGES = [
  ...new Set([paths.home(), paths.carList(), paths.about(), paths.gallery(), paths.news(), ...LISTED_PAGES]),
];
/** Named type pages that exist whatever the menu says (SPEC section 2). */
const NAMED_TYPE_PAGES = [paths.singlePieceWheels(), paths.twoPieceWheels()];
/** A guard against a runaway page count; 100 × 100 records is far beyond the catalogue. */
const MAX_PAGES = 100;

async function cataloguePaths(api: Api): Promise<string[]> {
  const menu = await loadMenu(api);
  const perSection = await Promise.all(
    PRODUCT_CATEGORIES.map(async (category) => {
      const items = await loadSectionItems(api, category);
      const types = resolveSectionTypes({ category, lang: 'zh', menu, items });
      return [paths.section(category), ...types.map((type) => type.href)];
    }),
  );
  return [...perSection.flat(), ...NAMED_TYPE_PAGES];
}

async function brandAndCarPaths(api: Api): Promise<string[]> {
  const brands = await api.getBrandList();
  const visible = brands.filter(isBrandListed);
  const cars = await Promise.all(
    visible.map((brand) =>
      settle(api.log, `cars of brand ${brand.id}`, () => api.getCarList({ brandId: brand.id }), []),
    ),
  );
  return [...visible.map((brand) => paths.brand(brand.id)), ...cars.flat().map((car) => paths.car(car.id))];
}

/** The addresses of every record of a paged call; none when its first page fails. */
function recordPaths(
  api: Api,
  what: string,
  fetchPage: (pageNo: number) => Promise<Paged<{ id: number }>>,
  path: (id: number) => string,
): Promise<string[]> {
  return settle(
    api.log,
    what,
    async () => (await allRecords(api.log, what, fetchPage, MAX_PAGES)).map((record) => path(record.id)),
    [],
  );
}

export async function loadSitemapPaths(api: Api): Promise<string[]> {
  const page = { pageSize: MAX_PAGE_SIZE };
  const parts = await Promise.all([
    settle(api.log, 'sitemap catalogue', () => cataloguePaths(api), []),
    settle(api.log, 'sitemap brands and cars', () => brandAndCarPaths(api), []),
    recordPaths(
      api,
      'sitemap products',
      (pageNo) => api.getProductListByPageSimple({ ...page, pageNo }),
      (id) => paths.product(id),
    ),
    recordPaths(
      api,
      'sitemap galleries',
      (pageNo) => api.getCarGalleryListByPage({ ...page, pageNo }),
      (id) => paths.galleryItem(id),
    ),
    recordPaths(
      api,
      'sitemap news',
      (pageNo) => api.getNewsList({ ...page, pageNo }),
      (id) => paths.newsArticle(id),
    ),
  ]);
  return [...new Set([...FIXED_PAGES, ...parts.flat()])];
}
