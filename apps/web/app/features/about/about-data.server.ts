// The About page's one piece of managed content: the salesperson contact (common data
// "salesperson"), whose phone number the contact section shows. Failing or malformed, it is left
// out and the page falls back to the workshop's own number (SPEC section 8: failures only log).
import { salesContentsSchema } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { Api } from '../../lib/api/client.ts';
import { settle } from '../../lib/api/settle.ts';
import { contentLanguage } from '../../lib/i18n/language.ts';
import type { SalesContact } from './about-types.ts';

/** A dialable tel: address for a number as people write it ("+86 138 0000 0000"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export function loadSalesContact(api: Api, lang: UiLanguage): Promise<SalesContact | null> {
  return settle(
    api.log,
    'about: salesperson',
    async () => {
      const entry = await api.getCommonData({ code: 'salesperson' });
      const parsed = salesContentsSchema.safeParse(JSON.parse(entry.contents));
      if (!parsed.success) throw new Error('salesperson contents are malformed');
      const branch = parsed.data[contentLanguage(lang)];
      const chosen = branch.num.trim() ? branch : parsed.data.cn;
      const number = chosen.num.trim();
      if (!number) return null;
      const link = chosen.link.trim();
      return { title: chosen.title.trim(), number, href: link.startsWith('tel:') ? link : telHref(number) };
    },
    null,
  );
}
