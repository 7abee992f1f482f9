// The salesperson contact (common data "salesperson"), shaped once for the footer and the About
// page alike: the language's branch when it has a number, else Chinese, else none.
import { salesContentsSchema } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { shapeSalesContact } from '@refit/contract/rules';
import type { SalesContact } from '@refit/contract/rules';
import { contentLanguage } from '../i18n/language.ts';
import { readContents } from './common-contents.server.ts';

export function shapeSales(raw: string, lang: UiLanguage): SalesContact | null {
  return shapeSalesContact(readContents('salesperson', raw, salesContentsSchema), contentLanguage(lang));
}
