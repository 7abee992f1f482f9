// The About page's one piece of managed content: the salesperson contact (common data
// "salesperson"), whose phone number the contact section shows. Failing or malformed, it is left
// out and the page falls back to the workshop's own number (SPEC section 8: failures only log).
import { salesContentsSchema } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { ApiClient } from '../../lib/api/client.ts';
import { contentLanguage } from '../../lib/i18n/language.ts';
import type { SalesContact } from './about-types.ts';

/** A dialable tel: address for a number as people write it ("+86 138 0000 0000"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export async function loadSalesContact(api: ApiClient, lang: UiLanguage): Promise<SalesContact | null> {
  try {
    const body = await api.call('getCommonData', { code: 'salesperson' });
    if (!body.success || !body.result) return null;
    const parsed = salesContentsSchema.safeParse(JSON.parse(body.result.contents));
    if (!parsed.success) {
      console.error('about: salesperson contents are malformed');
      return null;
    }
    const branch = parsed.data[contentLanguage(lang)];
    const chosen = branch.num.trim() ? branch : parsed.data.cn;
    const number = chosen.num.trim();
    if (!number) return null;
    const link = chosen.link.trim();
    return { title: chosen.title.trim(), number, href: link.startsWith('tel:') ? link : telHref(number) };
  } catch (error) {
    console.error('about: salesperson unavailable', error instanceof Error ? error.message : error);
    return null;
  }
}
