// Title, description, keywords, canonical and alternates of the catalogue pages (SPEC section 2:
// "<site short name> - <screen>"; type pages name their type in the description).
import type { UiLanguage } from '@refit/contract';
import type { MetaDescriptor } from 'react-router';
import { isUiLanguage } from '../../lib/i18n/language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { MetaLocation } from '../../lib/seo.ts';
import type { CataloguePageData } from '../../lib/catalogue/catalogue-types.ts';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';

/** The language of the page from the root route's data, for pages whose own loader failed. */
export function rootLanguage(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): UiLanguage {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const lang = root && typeof root === 'object' && 'lang' in root ? root.lang : undefined;
  return isUiLanguage(lang) ? lang : 'zh';
}

/** Meta of a page that is not there: a clear title, and no place in search results. */
export function notFoundMeta(lang: UiLanguage): MetaDescriptor[] {
  return [
    { title: pageTitle(lang, getMessages(lang).error.notFoundTitle) },
    { name: 'robots', content: 'noindex' },
  ];
}

export function catalogueMeta(
  page: (CataloguePageData & { lang: UiLanguage }) | undefined,
  location: MetaLocation,
  fallbackLang: UiLanguage,
  origin: string,
): MetaDescriptor[] {
  if (!page) return notFoundMeta(fallbackLang);
  const { lang, category, activeType } = page;
  const messages = getMessages(lang);
  const section = messages.catalogue.sections[category];
  const sectionName = messages.screens[SECTION_SCREEN[category]];
  const image = page.products.find((product) => product.image !== '')?.image ?? activeType?.icon;
  return pageMeta(
    {
      lang,
      title: pageTitle(lang, messages.screens[page.screen]),
      description: activeType
        ? messages.catalogue.typeDescription(activeType.name, sectionName)
        : section.description,
      keywords: activeType ? `${activeType.name},${section.keywords}` : section.keywords,
      image,
    },
    location,
    origin,
  );
}
