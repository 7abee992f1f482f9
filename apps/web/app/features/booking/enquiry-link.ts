// The link from a product to the enquiry form on About, naming the product so the form can start
// with a message about it. Only the id travels: the words are the site's own (see about-data).

/** The query parameter naming the product a visitor asks about. */
export const ENQUIRY_PRODUCT_PARAM = 'product';

export function productEnquiryHref(productId: number): string {
  return `/about?${ENQUIRY_PRODUCT_PARAM}=${productId}#contact`;
}
