// The About page's managed content: the salesperson contact (common data "salesperson"), whose
// phone number the contact section shows, shaped as the footer shapes it, and the product or
// location an enquiry starts about. Failing or malformed, each is left out: the page falls back to
// the workshop's own number and an empty form (SPEC section 8: failures only log).
import type { UiLanguage } from '@refit/contract';
import { ENQUIRY_ADDRESSES, fillAddress, ITEM_ADDRESSES } from '@refit/contract/content-types/addresses';
import { parsePositiveId } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { settle } from '../../lib/api/settle.ts';
import { shapeSales } from '../../lib/api/sales-contact.server.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import { ENQUIRY_LOCATION_PARAM, ENQUIRY_PRODUCT_PARAM } from '../../lib/paths.ts';
import type { SalesContact } from './about-types.ts';

export function loadSalesContact(api: Api, lang: UiLanguage): Promise<SalesContact | null> {
  return settle(
    api.log,
    'about: salesperson',
    async () => shapeSales((await api.getCommonData({ code: 'salesperson' })).contents, lang),
    null,
  );
}

/** What About's enquiry form starts with when the visitor came to ask about one thing. */
export interface EnquiryStart {
  /** A message naming it in the page's language; the visitor may edit it. */
  message: string;
  /**
   * The address the enquiry names as its source when it is about an item: the product's page, or
   * About's form about a location (which has no page of its own).
   */
  sourcePath?: string;
}

/**
 * The start of the enquiry form when the visitor came from a product's "Enquire about this piece"
 * or a location's "Enquire about this location": a message naming it in the page's language, and
 * for a location the address that names it as the enquiry's source. Only an id travels in the
 * address, so nobody can put words of their own into the form by a link; an unknown id gives none.
 */
export async function loadEnquiryStart(api: Api, lang: UiLanguage, url: URL): Promise<EnquiryStart> {
  const locationId = parsePositiveId(url.searchParams.get(ENQUIRY_LOCATION_PARAM) ?? undefined);
  if (locationId !== null) {
    const name = await settle(
      api.log,
      `about: location ${locationId} enquired about`,
      async () => {
        const location = (await api.getLocationList()).find((item) => item.id === locationId);
        return location ? pickField(lang, location, 'name') : '';
      },
      '',
    );
    if (!name) return { message: '' };
    return {
      message: getMessages(lang).booking.prefill.location(name),
      sourcePath: fillAddress(ENQUIRY_ADDRESSES.locations, locationId),
    };
  }
  const id = parsePositiveId(url.searchParams.get(ENQUIRY_PRODUCT_PARAM) ?? undefined);
  if (id === null) return { message: '' };
  const name = await settle(
    api.log,
    `about: product ${id} enquired about`,
    async () => pickField(lang, await api.getProductInfo({ id }), 'name'),
    '',
  );
  if (!name) return { message: '' };
  return {
    message: getMessages(lang).booking.prefill.product(name),
    sourcePath: fillAddress(ITEM_ADDRESSES.products, id),
  };
}
