// Meta of the product page: the product's name in place of the screen name once it is known
// (SPEC section 2), its description, keywords and picture for sharing.
import type { MetaDescriptor } from 'react-router';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { MetaLocation } from '../../lib/seo.ts';
import type { ProductPageData } from './product-detail-page.tsx';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 150;

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export function productMeta(
  { lang, product }: ProductPageData,
  location: MetaLocation,
  origin: string,
): MetaDescriptor[] {
  const title = pageTitle(lang, product.name || getMessages(lang).screens.productDetail);
  const lead = [product.typeName, [product.brandName, product.carName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');
  const description = clip(
    [lead, product.descriptionText].filter(Boolean).join(lang === 'en' ? '. ' : '。'),
    DESCRIPTION_LENGTH,
  );
  const keywords = [product.name, product.typeName, product.brandName, product.carName]
    .filter(Boolean)
    .join(',');
  return pageMeta({ lang, title, description, keywords, image: product.images[0]?.src }, location, origin);
}
