// Every address the site links to, built in one place (SPEC section 2's route table). The route
// patterns themselves are in routes.ts; links, redirects, breadcrumbs and the sitemap use these.
// An item's page address is its content type's, and the fixed pages' are the contract's
// (@refit/contract/content-types/addresses), which the admin's link check reads too: each of
// those pages has its function here by its name there (`paths.locations()`), a new page none to add.
import type { ProductCategory } from '@refit/contract';
import {
  ENQUIRY_ADDRESSES,
  ENQUIRY_LOCATION_PARAM,
  fillAddress,
  ITEM_ADDRESSES,
  ITEM_ANCHORS,
  sectionAddress,
  SITE_PAGES,
} from '@refit/contract/content-types/addresses';

type Id = number | string;

/** The query parameter of About naming the product a visitor asks about (only the id travels). */
export const ENQUIRY_PRODUCT_PARAM = 'product';
/** The query parameter of About naming the location a visitor asks about. */
export { ENQUIRY_LOCATION_PARAM };

/** The gallery list's brand filter in its address. */
export const GALLERY_BRAND_PARAM = 'brandId';

type SitePages = typeof SITE_PAGES;
/** A function answering each of the site's own pages (SITE_PAGES), under the same name. */
const sitePages = Object.fromEntries(
  Object.entries(SITE_PAGES).map(([name, address]) => [name, () => address]),
) as { readonly [Name in keyof SitePages]: () => SitePages[Name] };

export const paths = {
  ...sitePages,
  car: (id: Id) => fillAddress(ITEM_ADDRESSES.cars, id),
  brand: (id: Id) => fillAddress(ITEM_ADDRESSES.brands, id),
  /** The brand pages' section: the menu groups them under one entry (the address alone leads home). */
  brandSection: () => '/brand',
  section: (category: ProductCategory) => sectionAddress(category),
  sectionType: (category: ProductCategory, typeId: Id) => `${sectionAddress(category)}/${typeId}`,
  product: (id: Id) => fillAddress(ITEM_ADDRESSES.products, id),
  /** Every gallery, or one brand's (`?brandId=`, as the catalogue's filter names it). */
  gallery: (brandId?: Id | null) =>
    brandId === undefined || brandId === null
      ? SITE_PAGES.gallery
      : `${SITE_PAGES.gallery}?${GALLERY_BRAND_PARAM}=${brandId}`,
  galleryItem: (id: Id) => fillAddress(ITEM_ADDRESSES.galleries, id),
  newsArticle: (id: Id) => fillAddress(ITEM_ADDRESSES.news, id),
  /** The element of one location on that page, which a link to the location goes to. */
  locationAnchor: (locationId: Id) => fillAddress(ITEM_ANCHORS.locations, locationId),
  contact: () => `${SITE_PAGES.about}#contact`,
  /** About's enquiry form itself (below the contact details), for arrivals that come to ask. */
  enquiryForm: () => `${SITE_PAGES.about}#enquiry`,
  /** The enquiry form on About, starting with a message about this product. */
  productEnquiry: (productId: Id) => `${SITE_PAGES.about}?${ENQUIRY_PRODUCT_PARAM}=${productId}#enquiry`,
  /** The enquiry form on About, naming this location as the enquiry's source. */
  locationEnquiry: (locationId: Id) => `${fillAddress(ENQUIRY_ADDRESSES.locations, locationId)}#enquiry`,
} as const;
