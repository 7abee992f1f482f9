// Loads and shapes the home page's content on the server. Each part fails on its own: a failed
// call has already been logged by the API client and leaves its area empty (SPEC section 8).
import { heroBannerContentsSchema, keywordContentsSchema } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { parseFileList } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { readContents } from '../../lib/api/common-contents.server.ts';
import { imageUrl } from '../../lib/api/image-url.ts';
import { settle } from '../../lib/api/settle.ts';
import { contentLanguage } from '../../lib/i18n/language.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import type { FeaturedCar, HeroSlide, HomeData } from './home-types.ts';

export async function loadFeatured(api: Api, lang: UiLanguage): Promise<FeaturedCar[]> {
  return (await api.getIndexList()).map((item) => ({
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
export async function loadHero(api: Api, lang: UiLanguage): Promise<HeroSlide[]> {
  const entry = await api.getCommonData({ code: 'index_hd' });
  const contents = readContents('index_hd', entry.contents, heroBannerContentsSchema);
  const branch = contents[contentLanguage(lang)];
  const slides = branch.length > 0 ? branch : contents.cn;
  return slides
    .map((slide) => {
      const image = imageUrl(parseFileList(slide.url)[0]);
      return { title: slide.title.trim(), subtitle: slide.titleTo.trim(), link: slide.link.trim(), image };
    })
    .filter((slide) => slide.image !== '');
}

export async function loadKeywords(api: Api, lang: UiLanguage): Promise<string> {
  const entry = await api.getCommonData({ code: 'keyword' });
  const contents = readContents('keyword', entry.contents, keywordContentsSchema);
  return pickText(lang, contents.cn, contents.en);
}

export async function loadHomeData(api: Api, lang: UiLanguage): Promise<HomeData> {
  const [slides, featured, keywords] = await Promise.all([
    settle(api.log, 'home: hero banner', () => loadHero(api, lang), []),
    settle(api.log, 'home: featured list', () => loadFeatured(api, lang), []),
    settle(api.log, 'home: keywords', () => loadKeywords(api, lang), ''),
  ]);
  return { slides, featured, keywords };
}
