// Loads and shapes a product for its page. Answers null for an unknown id (the API's 404, or no
// result).
import type { ProductDetail, UiLanguage } from '@refit/contract';
import { richTextHtml, richTextPlain } from '@refit/contract/rich-text';
import { parseFileList } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { isNotFound } from '../../lib/api/errors.ts';
import { imageUrl } from '../../lib/api/image-url.ts';
import { metaDescription } from '../../lib/meta-description.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import { loadMenu } from '../../lib/catalogue/catalogue-menu.server.ts';
import { resolveSectionTypes } from '../../lib/catalogue/section-types.ts';
import { isProductCategory } from '../../lib/catalogue/sections.ts';
import type { ProductView } from './product-types.ts';
import { fitmentViewFrom } from './fitment/fitment-view.ts';
import { seenOnView } from './seen-on-view.ts';
import { paths } from '../../lib/paths.ts';
import { pageSharing } from '../../lib/search-and-sharing.ts';

/** The product's own picture first, then its gallery, each once. */
export function productImagePaths(
  product: Pick<ProductDetail, 'productImgFileUrl' | 'imagesJson'>,
): string[] {
  // Malformed gallery text lists nothing: the product picture alone still shows.
  const paths = [product.productImgFileUrl, ...parseFileList(product.imagesJson)].filter(
    (path) => path.trim() !== '',
  );
  return [...new Set(paths)];
}

export async function loadProduct(api: Api, lang: UiLanguage, id: number): Promise<ProductView | null> {
  let product: ProductDetail;
  try {
    product = await api.getProductInfo({ id });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }

  const category = isProductCategory(product.category) ? product.category : null;
  let typeHref = category ? paths.sectionType(category, product.typeId) : paths.home();
  if (category) {
    // The menu may give the type a page of its own (/wheels/single-piece); link there.
    const menu = await loadMenu(api);
    const types = resolveSectionTypes({ category, lang, menu, items: [product] });
    typeHref = types.find((type) => type.id === product.typeId)?.href ?? typeHref;
  }

  const typeName = pickField(lang, product, 'typeName');
  const brandName = pickField(lang, product, 'brandName');
  const carName = pickField(lang, product, 'carName');
  const descriptionText = richTextPlain(pickField(lang, product, 'description'));
  // "Type · Brand Car", then the product's words.
  const lead = [typeName, [brandName, carName].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
  return {
    id: product.id,
    name: pickField(lang, product, 'name'),
    category,
    typeName,
    typeHref,
    brandName,
    carName,
    carId: product.carId,
    specs: pickField(lang, product, 'specs'),
    quantity: product.quantity,
    descriptionHtml: richTextHtml(pickField(lang, product, 'description')),
    descriptionText,
    description: metaDescription([lead, descriptionText].filter(Boolean).join(lang === 'en' ? '. ' : '。')),
    images: productImagePaths(product).map((path) => ({ src: imageUrl(path) })),
    sharing: pageSharing(lang, product.seo),
    fitment: fitmentViewFrom(lang, product.fitment),
    seenOn: seenOnView(lang, product.seenOn),
  };
}
