// The About page's one piece of managed content: the salesperson contact (common data
// "salesperson"), whose phone number the contact section shows, shaped as the footer shapes it.
// Failing or malformed, it is left out and the page falls back to the workshop's own number
// (SPEC section 8: failures only log).
import type { UiLanguage } from '@refit/contract';
import { parsePositiveId } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { settle } from '../../lib/api/settle.ts';
import { shapeSales } from '../../lib/api/sales-contact.server.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import { ENQUIRY_PRODUCT_PARAM } from '../../lib/paths.ts';
import type { SalesContact } from './about-types.ts';

export function loadSalesContact(api: Api, lang: UiLanguage): Promise<SalesContact | null> {
  return settle(
    api.log,
    'about: salesperson',
    async () => shapeSales((await api.getCommonData({ code: 'salesperson' })).contents, lang),
    null,
  );
}

/**
 * The message the enquiry form starts with when the visitor came from a product's "Enquire about
 * this piece": it names the product in the page's language. Only an id travels in the address,
 * so nobody can put words of their own into the form by a link; an unknown product gives none.
 */
export async function loadEnquiryMessage(api: Api, lang: UiLanguage, url: URL): Promise<string> {
  const id = parsePositiveId(url.searchParams.get(ENQUIRY_PRODUCT_PARAM) ?? undefined);
  if (id === null) return '';
  const name = await settle(
    api.log,
    `about: product ${id} enquired about`,
    async () => pickField(lang, await api.getProductInfo({ id }), 'name'),
    '',
  );
  return name ? getMessages(lang).booking.prefill.product(name) : '';
}
