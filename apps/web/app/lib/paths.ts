// Every address the site links to, built in one place (SPEC section 2's route table). The route
// patterns themselves are in routes.ts; links, redirects, breadcrumbs and the sitemap use these.
import type { ProductCategory } from '@refit/contract';

type Id = number | string;

/** The query parameter of About naming the product a visitor asks about (only the id travels). */
export const ENQUIRY_PRODUCT_PARAM = 'product';

export const paths = {
  home: () => '/',
  carList: () => '/car-list',
  car: (id: Id) => `/car/${id}`,
  brand: (id: Id) => `/brand/${id}`,
  /** The brand pages' section: the menu groups them under one entry (the address alone leads home). */
  brandSection: () => '/brand',
  section: (category: ProductCategory) => `/${category}`,
  sectionType: (category: ProductCategory, typeId: Id) => `/${category}/${typeId}`,
  singlePieceWheels: () => '/wheels/single-piece',
  twoPieceWheels: () => '/wheels/two-piece',
  product: (id: Id) => `/product/info/${id}`,
  gallery: () => '/gallery',
  galleryItem: (id: Id) => `/gallery/${id}`,
  news: () => '/news',
  newsArticle: (id: Id) => `/news/info/${id}`,
  /** The detail page of a news story or product, for the old /news/:id and /product/:id. */
  detail: (section: 'news' | 'product', id: Id) => `/${section}/info/${id}`,
  about: () => '/about',
  contact: () => '/about#contact',
  /** The enquiry form on About, starting with a message about this product. */
  productEnquiry: (productId: Id) => `/about?${ENQUIRY_PRODUCT_PARAM}=${productId}#contact`,
} as const;
