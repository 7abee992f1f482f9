// The About page's one piece of managed content: the salesperson contact (common data
// "salesperson"), whose phone number the contact section shows, shaped as the footer shapes it.
// Failing or malformed, it is left out and the page falls back to the workshop's own number
// (SPEC section 8: failures only log).
import type { UiLanguage } from '@refit/contract';
import type { Api } from '../../lib/api/client.ts';
import { settle } from '../../lib/api/settle.ts';
import { shapeSales } from '../../lib/api/sales-contact.server.ts';
import type { SalesContact } from './about-types.ts';

export function loadSalesContact(api: Api, lang: UiLanguage): Promise<SalesContact | null> {
  return settle(
    api.log,
    'about: salesperson',
    async () => shapeSales((await api.getCommonData({ code: 'salesperson' })).contents, lang),
    null,
  );
}
