// How each route is traced (SPEC sections 4 and 7): its browse type, and for screens that are
// a menu entry of their own, that entry's fixed menu id.
//
// | route (id)                                   | browseType | fixed menu id              |
// | -------------------------------------------- | ---------- | -------------------------- |
// | / (routes/home)                              | menu       | 1 Home                     |
// | /car-list                                    | img        | 2 Brands                   |
// | /car/:id, /brand/:id                         | img        | none: the id param         |
// | /aerodynamic-kits                            | pro        | 3 Aerodynamic Kits         |
// | /wheels                                      | pro        | 4 Wheels                   |
// | /wheels/single-piece, /wheels/two-piece      | pro        | 22, 23 (their own entries) |
// | /peripherals                                 | pro        | 5 Peripherals              |
// | /…/:typeId (kits, wheels, peripherals)       | pro        | none: the typeId param     |
// | /product/info/:id                            | pro        | none: the id param         |
// | /gallery                                     | img        | 6 Gallery                  |
// | /gallery/:id                                 | img        | none: the id param         |
// | /news                                        | news       | 7 News                     |
// | /news/info/:id                               | news       | none: the id param         |
// | /about                                       | menu       | 8 About                    |
// | redirects (/product/:id, /news/:id, /brand, unknown paths) | not traced: the page they lead to is |
//
// Screens reached through a parameter have no fixed id on purpose: a fixed id outranks every
// other source, so it would hide which brand, car, type or article was viewed. The ids are those
// of the demo menu; a backend with other menu ids only needs this table changed.
import type { BrowseType } from '@refit/contract';

export interface RouteTracking {
  browseType: BrowseType;
  /** The menu entry this screen is, when it is one on its own. */
  menuId?: string;
}

const pro = (menuId?: string): RouteTracking => ({ browseType: 'pro', ...(menuId ? { menuId } : {}) });
const img = (menuId?: string): RouteTracking => ({ browseType: 'img', ...(menuId ? { menuId } : {}) });

/** Route id → tracking; `null` marks routes that only redirect. */
export const ROUTE_TRACKING: Readonly<Record<string, RouteTracking | null>> = {
  'routes/home': { browseType: 'menu', menuId: '1' },
  'routes/car-list': img('2'),
  'routes/car-detail': img(),
  'routes/brand-detail': img(),
  'aerodynamic-kits': pro('3'),
  'aerodynamic-kits-by-id': pro(),
  wheels: pro('4'),
  'single-piece-wheels': pro('22'),
  'two-piece-wheels': pro('23'),
  'wheels-by-id': pro(),
  peripherals: pro('5'),
  'peripherals-by-id': pro(),
  'routes/product-detail': pro(),
  'routes/gallery': img('6'),
  'routes/gallery-detail': img(),
  'routes/news': { browseType: 'news', menuId: '7' },
  'routes/news-detail': { browseType: 'news' },
  'routes/about': { browseType: 'menu', menuId: '8' },
  'routes/product-redirect': null,
  'routes/news-redirect': null,
  'brand-fallback': null,
  fallback: null,
};

/** A route missing from the table is still traced, as a plain menu visit. */
export function routeTracking(routeId: string): RouteTracking | null {
  const entry = ROUTE_TRACKING[routeId];
  return entry === undefined ? { browseType: 'menu' } : entry;
}
