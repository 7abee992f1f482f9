// The route table (SPEC section 2). Static segments outrank dynamic ones, so
// /wheels/single-piece wins over /wheels/:typeId.
import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { LISTED_PAGES, SITE_PAGES } from '@refit/contract/content-types';

/**
 * The pages that show a content type's items together (`/locations`), from the types'
 * declarations: each one's module is named after it (routes/locations.tsx). Home has its own.
 */
const listedPages = LISTED_PAGES.filter((page) => page !== SITE_PAGES.home).map((page) =>
  route(page.slice(1), `routes${page}.tsx`),
);

export default [
  index('routes/home.tsx'),
  route('car/:id', 'routes/car-detail.tsx'),
  route('brand/:id', 'routes/brand-detail.tsx'),
  route('car-list', 'routes/car-list.tsx'),
  route('aerodynamic-kits', 'routes/catalogue-section.tsx', { id: 'aerodynamic-kits' }),
  route('aerodynamic-kits/:typeId', 'routes/catalogue-section.tsx', { id: 'aerodynamic-kits-by-id' }),
  route('wheels', 'routes/catalogue-section.tsx', { id: 'wheels' }),
  route('wheels/single-piece', 'routes/catalogue-section.tsx', { id: 'single-piece-wheels' }),
  route('wheels/two-piece', 'routes/catalogue-section.tsx', { id: 'two-piece-wheels' }),
  route('wheels/:typeId', 'routes/catalogue-section.tsx', { id: 'wheels-by-id' }),
  route('peripherals', 'routes/catalogue-section.tsx', { id: 'peripherals' }),
  route('peripherals/:typeId', 'routes/catalogue-section.tsx', { id: 'peripherals-by-id' }),
  // Further cards of a section page's show-more (JSON).
  route('catalogue/:category/items', 'routes/catalogue-items.tsx'),
  route('product/info/:id', 'routes/product-detail.tsx'),
  route('product/:id', 'routes/product-redirect.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('gallery/:id', 'routes/gallery-detail.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/info/:id', 'routes/news-detail.tsx'),
  route('news/:id', 'routes/news-redirect.tsx'),
  route('about', 'routes/about.tsx'),
  ...listedPages,
  route('brand', 'routes/fallback.tsx', { id: 'brand-fallback' }),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('share/qr.svg', 'routes/share-qr.tsx'),
  // The administration: its own document body (no public shell), its own code-split chunks.
  route('admin', 'routes/admin/admin-root.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('setup', 'routes/admin/setup.tsx'),
    route('invite/:token', 'routes/admin/invite.tsx'),
    layout('routes/admin/admin-app.tsx', { id: 'admin-app' }, [
      index('routes/admin/overview.tsx'),
      route('enquiries', 'routes/admin/enquiries.tsx'),
      route('enquiries/:id', 'routes/admin/enquiry-detail.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      route('content', 'routes/admin/content-index.tsx'),
      route('content/:type', 'routes/admin/content-list.tsx'),
      route('content/:type/:id', 'routes/admin/content-edit.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('backups', 'routes/admin/backups.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
    ]),
  ]),
  route('*', 'routes/fallback.tsx', { id: 'fallback' }),
] satisfies RouteConfig;
