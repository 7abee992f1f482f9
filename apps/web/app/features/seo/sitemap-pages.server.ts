// Every public page of the site, read from the content API: the fixed screens, the catalogue
// sections and their type pages, and every visible brand, car, product, gallery and news item.
// Each part fails on its own; what did load is still listed.
import { MAX_PAGE_SIZE, PRODUCT_CATEGORIES } from '@refit/contract';
import type { Paged } from '@refit/contract';
import type { ApiClient } from '../../lib/api/client.ts';
import { loadMenu, loadSectionItems } from '../catalogue/catalogue-data.server.ts';
import { resolveSectionTypes } from '../catalogue/section-types.ts';
import { sectionPath } from '../catalogue/sections.ts';
import { settle } from '../catalogue/settle.ts';

const FIXED_PAGES = ['/', '/car-list', '/about', '/gallery', '/news'];
/** Named type pages that exist whatever the menu says (SPEC section 2). */
const NAMED_TYPE_PAGES = ['/wheels/single-piece', '/wheels/two-piece'];
/** A guard against a runaway page count; 100 × 100 records is far beyond the catalogue. */
const MAX_PAGES = 100;

type Envelope<T> = { success: boolean; result: Paged<T> | null };

/** Every record of a paged call, fetching the pages after the first in parallel. */
async function allRecords<T>(fetchPage: (pageNo: number) => Promise<Envelope<T>>): Promise<T[]> {
  const first = await fetchPage(1);
  if (!first.success || !first.result) return [];
  const pages = Math.min(first.result.pages, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(i + 2)));
  return [first, ...rest].flatMap((body) => (body.success && body.result ? body.result.records : []));
}

async function cataloguePaths(api: ApiClient): Promise<string[]> {
  const menu = await settle('menu', () => loadMenu(api), []);
  const perSection = await Promise.all(
    PRODUCT_CATEGORIES.map(async (category) => {
      const items = await settle(`${category} products`, () => loadSectionItems(api, category), []);
      const types = resolveSectionTypes({ category, lang: 'zh', menu, items });
      return [sectionPath(category), ...types.map((type) => type.href)];
    }),
  );
  return [...perSection.flat(), ...NAMED_TYPE_PAGES];
}

async function brandAndCarPaths(api: ApiClient): Promise<string[]> {
  const body = await api.call('getBrandList');
  const brands = body.success && Array.isArray(body.result) ? body.result : [];
  const visible = brands.filter((brand) => brand.isShowMenu === '1' && brand.publishStatus === '1');
  const cars = await Promise.all(
    visible.map((brand) =>
      settle(
        `cars of brand ${brand.id}`,
        async () => {
          const list = await api.call('getCarList', { brandId: brand.id });
          return list.success && Array.isArray(list.result) ? list.result : [];
        },
        [],
      ),
    ),
  );
  return [...visible.map((brand) => `/brand/${brand.id}`), ...cars.flat().map((car) => `/car/${car.id}`)];
}

export async function loadSitemapPaths(api: ApiClient): Promise<string[]> {
  const parts = await Promise.all([
    settle('sitemap catalogue', () => cataloguePaths(api), []),
    settle('sitemap brands and cars', () => brandAndCarPaths(api), []),
    settle(
      'sitemap products',
      async () =>
        (
          await allRecords((pageNo) =>
            api.call('getProductListByPageSimple', { pageNo, pageSize: MAX_PAGE_SIZE }),
          )
        ).map((product) => `/product/info/${product.id}`),
      [],
    ),
    settle(
      'sitemap galleries',
      async () =>
        (
          await allRecords((pageNo) =>
            api.call('getCarGalleryListByPage', { pageNo, pageSize: MAX_PAGE_SIZE }),
          )
        ).map((gallery) => `/gallery/${gallery.id}`),
      [],
    ),
    settle(
      'sitemap news',
      async () =>
        (await allRecords((pageNo) => api.call('getNewsList', { pageNo, pageSize: MAX_PAGE_SIZE }))).map(
          (news) => `/news/info/${news.id}`,
        ),
      [],
    ),
  ]);
  return [...new Set([...FIXED_PAGES, ...parts.flat()])];
}
