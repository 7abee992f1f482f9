// Loads the brand page (SPEC sections 4 and 8) through whichever API client it is given: the
// in-process one on the server for the first HTML (which reads the one brand it shows), the
// browser's own on client navigations.
// A failed brand list, a missing id or an exception while loading the models means "failed"
// (the visitor can retry); an id no brand answers to means "empty". Galleries and news are
// lists: when they fail they are simply empty.
import type { Brand, Car, UiLanguage } from '@refit/contract';
import { IMAGE_WIDTHS, prefersVariants, variantUrl } from '@refit/contract/image-variants';
import { isBrandListed, parseJsonObjects } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { errorText } from '../../lib/api/errors.ts';
import { imageUrl } from '../../lib/api/image-url.ts';
import { settle } from '../../lib/api/settle.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import { EMPTY_GALLERY_PAGE } from '../../lib/content/gallery-cards.ts';
import { loadGalleryPage } from '../../lib/content/gallery-data.ts';
import type { GalleryPageView } from '../../lib/content/gallery-types.ts';
import { newsCard } from '../../lib/content/news-cards.ts';
import type { NewsCardView } from '../../lib/content/news-types.ts';
import { brandIdParam, findBrand } from '../../lib/brand-slug.ts';
import type { BrandContent, BrandHead, BrandSlideView, BrandView, CarChipView } from './brand-types.ts';

/**
 * The news grid holds this many cards at most: the brand's own stories, then company-wide ones
 * to fill it, shown newest first.
 */
export const BRAND_NEWS_LIMIT = 6;
/** How many of the latest stories are searched for company-wide ones. */
const LATEST_NEWS_SCAN = 20;

function textOf(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The brand's slides (slideshowJson). Read with the contract's plain JSON rule rather than its
 * schema: this runs in the browser too, and the schema library would weigh on every brand page.
 */
export function parseSlides(lang: UiLanguage, json: string): BrandSlideView[] {
  const slides: BrandSlideView[] = [];
  for (const slide of parseJsonObjects(json)) {
    const image = imageUrl(textOf(slide, 'slideshowImg') || textOf(slide, 'fileUrl'));
    if (image === '') continue;
    slides.push({
      image,
      title: pickText(lang, textOf(slide, 'slideshowTitle'), textOf(slide, 'slideshowTitleEn')),
      content: pickText(lang, textOf(slide, 'slideshowContent'), textOf(slide, 'slideshowContentEn')),
      link: textOf(slide, 'slideshowLink').trim(),
    });
  }
  return slides;
}

export function brandView(lang: UiLanguage, brand: Brand): BrandView {
  return {
    id: brand.id,
    name: pickText(lang, brand.brandName, brand.brandNameEn),
    icon: imageUrl(brand.brandIconUrl),
    keywords: pickText(lang, brand.keyword, brand.keywordEn),
    slides: parseSlides(lang, brand.slideshowJson),
  };
}

export function carChip(lang: UiLanguage, car: Car): CarChipView {
  const name = pickText(lang, car.carName, car.carNameEn);
  const icon = imageUrl(car.carIcoUrl);
  if (icon !== '') return { id: car.id, name, icon, picture: false };
  // No icon: the car's own picture, so the chip is not left bare. The chip shows it 64 px wide, so
  // a photograph comes as the image service's narrowest variant rather than the full photo.
  const picture = imageUrl(car.carImgUrl);
  const small = prefersVariants(picture) ? variantUrl(picture, IMAGE_WIDTHS[0], 'webp') : null;
  return { id: car.id, name, icon: small ?? picture, picture: picture !== '' };
}

/**
 * The brand an address names. In the server's process, that one brand (a slug is first looked up
 * among the menu's brands, which carry no slideshows); otherwise picked from getBrandList.
 */
async function findListedBrand(api: Api, param: string): Promise<Brand | null> {
  const reads = api.inProcess;
  if (!reads) return findBrand((await api.getBrandList()).filter(isBrandListed), param);
  const id = brandIdParam(param) ?? findBrand(await reads.menuBrands(), param)?.id;
  return id === undefined ? null : ((await reads.brand(id)) ?? null);
}

export async function loadBrandHead(
  api: Api,
  lang: UiLanguage,
  param: string | undefined,
): Promise<BrandHead> {
  if (!param) return { status: 'failed' };
  try {
    const brand = await findListedBrand(api, param);
    // The server answers the shown, published brands; the rule is the spec's, so it is applied here too.
    return brand && isBrandListed(brand)
      ? { status: 'found', brand: brandView(lang, brand) }
      : { status: 'empty' };
  } catch (error) {
    api.log.warn({ reason: errorText(error) }, 'brand list unavailable');
    return { status: 'failed' };
  }
}

async function loadNews(api: Api, lang: UiLanguage, brandId: number): Promise<NewsCardView[]> {
  // Each list falls back to empty on its own (SPEC section 8).
  const [brandNews, latest] = await Promise.all([
    settle(
      api.log,
      'brand news',
      async () => (await api.getNewsList({ brandId, pageNo: 1, pageSize: BRAND_NEWS_LIMIT })).records,
      [],
    ),
    settle(
      api.log,
      'latest news',
      async () => (await api.getNewsList({ pageNo: 1, pageSize: LATEST_NEWS_SCAN })).records,
      [],
    ),
  ]);
  // Company-wide stories (no brand) fill the grid when the brand has few of its own.
  const companyNews = latest.filter((item) => item.brandId === null);
  const chosen = [...brandNews, ...companyNews].slice(0, BRAND_NEWS_LIMIT);
  // Newest first (dates are ISO text); a stable sort keeps the brand's own first on the same day.
  const newestFirst = chosen.toSorted((a, b) =>
    a.publishDate === b.publishDate ? 0 : a.publishDate < b.publishDate ? 1 : -1,
  );
  return newestFirst.map((item) => newsCard(lang, item));
}

export async function loadBrandContent(api: Api, lang: UiLanguage, brandId: number): Promise<BrandContent> {
  let cars: CarChipView[];
  const newsPromise = loadNews(api, lang, brandId);
  try {
    cars = (await api.getCarList({ brandId })).map((car) => carChip(lang, car));
  } catch (error) {
    api.log.warn({ reason: errorText(error) }, 'brand models unavailable');
    // Wait for the news request so nothing is left running, then report the failure.
    await newsPromise;
    return { status: 'failed' };
  }

  const activeCarId = cars[0]?.id ?? null;
  const galleryPromise: Promise<GalleryPageView> =
    activeCarId === null
      ? Promise.resolve(EMPTY_GALLERY_PAGE)
      : settle(
          api.log,
          'brand galleries',
          () => loadGalleryPage(api, lang, { brandId, carId: activeCarId }, 1),
          EMPTY_GALLERY_PAGE,
        );
  const [gallery, news] = await Promise.all([galleryPromise, newsPromise]);
  return { status: 'loaded', cars, activeCarId, gallery, news };
}
