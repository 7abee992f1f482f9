// Meta of the product page: the product's name in place of the screen name once it is known
// (SPEC section 2), its description (made with the page's data), keywords and picture for sharing.
import type { MetaDescriptor } from 'react-router';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { MetaLocation } from '../../lib/seo.ts';
import type { ProductPageData } from './product-detail-page.tsx';

export function productMeta(
  { lang, product }: ProductPageData,
  location: MetaLocation,
  origin: string,
): MetaDescriptor[] {
  const title = pageTitle(lang, product.name || getMessages(lang).screens.productDetail);
  const keywords = [product.name, product.typeName, product.brandName, product.carName]
    .filter(Boolean)
    .join(',');
  return pageMeta(
    {
      lang,
      title,
      description: product.description,
      keywords,
      image: product.images[0]?.src,
      sharing: product.sharing,
    },
    location,
    origin,
  );
}
