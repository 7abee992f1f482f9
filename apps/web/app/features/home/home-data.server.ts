// Loads and shapes the home page's content on the server. Each part fails on its own: a failed
// call has already been logged by the API client and leaves its area empty (SPEC section 8).
import { fileItemSchema, heroBannerContentsSchema, keywordContentsSchema } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { ApiClient } from '../../lib/api/client.ts';
import { imageUrl } from '../../lib/api/image-url.ts';
import { contentLanguage } from '../../lib/i18n/language.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import type { FeaturedCar, HeroSlide, HomeData } from './home-types.ts';

const fileListSchema = fileItemSchema.array();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function settle<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // HTTP and network failures were logged by the client; this names the area left empty.
    console.error(`home: ${what} unavailable`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

export async function loadFeatured(api: ApiClient, lang: UiLanguage): Promise<FeaturedCar[]> {
  const body = await api.call('getIndexList');
  if (!body.success || !Array.isArray(body.result)) return [];
  return body.result.map((item) => ({
    id: item.id,
    name: pickText(lang, item.carName, item.carNameEn),
    brand: pickText(lang, item.brandName, item.brandNameEn),
    image: imageUrl(item.carImgUrl),
  }));
}

/**
 * The slides of the index_hd entry in the visitor's language (the Chinese branch when the English
 * one is empty). Slides without a picture are dropped: a banner cannot show them.
 */
export async function loadHero(api: ApiClient, lang: UiLanguage): Promise<HeroSlide[]> {
  const body = await api.call('getCommonData', { code: 'index_hd' });
  if (!body.success || !body.result) return [];
  const contents = heroBannerContentsSchema.safeParse(parseJson(body.result.contents));
  if (!contents.success) throw new Error('index_hd contents are malformed');
  const branch = contents.data[contentLanguage(lang)];
  const slides = branch.length > 0 ? branch : contents.data.cn;
  return slides
    .map((slide) => {
      const files = fileListSchema.safeParse(parseJson(slide.url));
      const image = files.success ? imageUrl(files.data[0]?.fileUrl) : '';
      return { title: slide.title.trim(), subtitle: slide.titleTo.trim(), link: slide.link.trim(), image };
    })
    .filter((slide) => slide.image !== '');
}

export async function loadKeywords(api: ApiClient, lang: UiLanguage): Promise<string> {
  const body = await api.call('getCommonData', { code: 'keyword' });
  if (!body.success || !body.result) return '';
  const contents = keywordContentsSchema.safeParse(parseJson(body.result.contents));
  if (!contents.success) throw new Error('keyword contents are malformed');
  return pickText(lang, contents.data.cn, contents.data.en);
}

export async function loadHomeData(api: ApiClient, lang: UiLanguage): Promise<HomeData> {
  const [slides, featured, keywords] = await Promise.all([
    settle('hero banner', () => loadHero(api, lang), []),
    settle('featured list', () => loadFeatured(api, lang), []),
    settle('keywords', () => loadKeywords(api, lang), ''),
  ]);
  return { slides, featured, keywords };
}
