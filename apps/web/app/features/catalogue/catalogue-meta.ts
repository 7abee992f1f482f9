// Title, description, keywords, canonical and alternates of the catalogue pages (SPEC section 2:
// "<site short name> - <screen>"; type pages name their type in the description).
import type { UiLanguage } from '@refit/contract';
import type { MetaDescriptor } from 'react-router';
import { notFoundMeta } from '../../lib/not-found.tsx';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { MetaLocation } from '../../lib/seo.ts';
import type { CataloguePageData } from '../../lib/catalogue/catalogue-types.ts';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';

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
