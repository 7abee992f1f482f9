// Share cards: a news story, a gallery, a car and a product each carry their own headline, words
// and picture in the Open Graph tags and the description, in both languages, so that WeChat and
// Baidu show the item and not the screen's name; the page title follows SPEC section 2. Every expectation is read from the
// content API call the page itself is made from.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGS, SITE_NAME, inLanguage } from './routes-public.ts';
import type { Lang } from './routes-public.ts';

type ApiRecord = { [field: string]: unknown };

/** What a share card must show of one item. */
interface ShareItem {
  headline: string;
  /** Texts the description must hold (the start of a long text is enough: it may be shortened). */
  described: string[];
  /** The content path of the item's own picture. */
  picture: string;
}

interface PageKind {
  name: string;
  path: string;
  call: string;
  ogType: string;
  /** The screen's name the page title keeps (SPEC section 2); without it the title names the item. */
  screen?: Record<Lang, string>;
  item: (record: ApiRecord, lang: Lang, plain: (html: string) => Promise<string>) => Promise<ShareItem>;
}

const text = (record: ApiRecord, field: string): string => {
  const value = record[field];
  return typeof value === 'string' ? value : '';
};

/** A field in the page's language: the English twin unless it is empty (as the site picks). */
const pick = (record: ApiRecord, field: string, lang: Lang): string => {
  const en = text(record, `${field}En`);
  return lang === 'en' && en.trim() !== '' ? en : text(record, field);
};

/** The first words of a text: what a shortened description still starts with. */
const opening = (words: string) => words.replace(/\s+/g, ' ').trim().slice(0, 24);

const KINDS: readonly PageKind[] = [
  {
    name: 'news story',
    path: '/news/info/1',
    call: 'getNewsDetail?id=1',
    ogType: 'article',
    screen: { zh: '新闻详情', en: 'News Detail' },
    item: async (record, lang, plain) => {
      // The summary, else the story's opening; the page's language first.
      const fields =
        lang === 'en' ? ['summaryEn', 'contentEn', 'summary', 'content'] : ['summary', 'content'];
      let words = '';
      for (const field of fields) words ||= await plain(text(record, field));
      return {
        headline: pick(record, 'title', lang),
        described: [opening(words)],
        picture: text(record, 'coverImgUrl'),
      };
    },
  },
  {
    name: 'gallery',
    path: '/gallery/1',
    call: 'getCarGalleryById?id=1',
    ogType: 'website',
    screen: { zh: '案例详情', en: 'Gallery Detail' },
    item: async (record, lang, plain) => {
      // A gallery with a written story is described by its words (decision 0067), another by its
      // name, brand and car.
      const story = record.buildStory as ApiRecord | undefined;
      const words = story ? await plain(pick(story, 'story', lang)) : '';
      return {
        headline: pick(record, 'galleryName', lang),
        described: words
          ? [opening(words)]
          : [
              pick(record, 'galleryName', lang),
              pick(record, 'brandName', lang),
              pick(record, 'carName', lang),
            ],
        picture: text(record, 'coverImgUrl'),
      };
    },
  },
  {
    name: 'car',
    path: '/car/1',
    call: 'getRefitCarInfo?carId=1',
    ogType: 'website',
    item: async (record, lang, plain) => ({
      headline: pick(record, 'carName', lang),
      described: [
        opening(`${pick(record, 'carTitles', lang)} ${await plain(pick(record, 'carContents', lang))}`),
      ],
      picture: text(record, 'carImgUrl'),
    }),
  },
  {
    name: 'product',
    path: '/product/info/1',
    call: 'getProductInfo?id=1',
    ogType: 'website',
    item: async (record, lang, plain) => ({
      headline: pick(record, 'name', lang),
      described: [opening(await plain(pick(record, 'description', lang)))],
      picture: text(record, 'productImgFileUrl'),
    }),
  },
];

async function apiRecord(request: APIRequestContext, call: string): Promise<ApiRecord> {
  const response = await request.get(`/api/cmst/index/${call}`);
  expect(response.status(), call).toBe(200);
  const body = (await response.json()) as { success: boolean; result: ApiRecord };
  expect(body.success, call).toBe(true);
  return body.result;
}

/** Rich text's words as the browser reads them (the test's own reading, not the site's). */
function plainIn(page: Page): (html: string) => Promise<string> {
  return (html) =>
    page.evaluate(
      (source) => (new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '').trim(),
      html,
    );
}

/** Text compared without its spaces: a description may join or fold them. */
const squeezed = (words: string) => words.replace(/\s+/g, '');

/** The one tag of the head with this attribute, and its content (a duplicate fails here). */
async function metaContent(page: Page, selector: string): Promise<string> {
  const tag = page.locator(`head ${selector}`);
  await expect(tag, selector).toHaveCount(1);
  return (await tag.getAttribute(selector.startsWith('link') ? 'href' : 'content')) ?? '';
}

/** Where a picture's image-service variant still names it: its content path, or its media id. */
function pictureMark(picture: string): string {
  const media = /^\/?media\/(\d+)\//.exec(picture);
  return media ? `/media/${media[1]}/` : picture.replace(/^\/+/, '').replace(/^api\/static\//, '');
}

const MARKUP = /<\/?[a-z][^>]*>|&lt;|&gt;|&amp;[a-z#0-9]+;/i;

for (const kind of KINDS) {
  for (const lang of LANGS) {
    test(`a ${kind.name} page shares its own headline, words and picture (${lang})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const record = await apiRecord(request, kind.call);
      const response = await page.goto(inLanguage(kind.path, lang));
      expect(response?.status()).toBe(200);
      const item = await kind.item(record, lang, plainIn(page));
      expect(item.headline, 'the record has a headline').not.toBe('');
      expect(item.picture, 'the record has a picture').not.toBe('');

      const title = await page.title();
      const description = await metaContent(page, 'meta[name="description"]');
      const og = {
        title: await metaContent(page, 'meta[property="og:title"]'),
        description: await metaContent(page, 'meta[property="og:description"]'),
        image: await metaContent(page, 'meta[property="og:image"]'),
        url: await metaContent(page, 'meta[property="og:url"]'),
      };

      // The headline in the card after the site's name; in the title too, unless the screen's
      // name belongs there.
      expect(og.title).toBe(`${SITE_NAME[lang]} - ${item.headline}`);
      expect(title).toBe(`${SITE_NAME[lang]} - ${kind.screen?.[lang] ?? item.headline}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(item.headline);

      // The item's own words, plain, and short enough for a search result or a chat bubble.
      expect(og.description).toBe(description);
      for (const words of item.described) {
        expect(squeezed(description), `the description holds "${words}"`).toContain(squeezed(words));
      }
      expect(description.length).toBeGreaterThanOrEqual(20);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/\s{2,}/);

      const shared = {
        title,
        description,
        'og:title': og.title,
        'og:description': og.description,
        'og:image': og.image,
        'og:url': og.url,
      };
      for (const [name, value] of Object.entries(shared)) {
        expect(value, `${name} holds no markup`).not.toMatch(MARKUP);
      }

      // The item's own picture, at an absolute address, as a JPEG every chat app reads.
      expect(og.image).toMatch(/^https?:\/\//);
      expect(og.image).toContain(pictureMark(item.picture));
      const image = await request.get(og.image);
      expect(image.status(), og.image).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      expect([...(await image.body()).subarray(0, 3)], 'JPEG bytes').toEqual([0xff, 0xd8, 0xff]);
      // Wide enough for a large card, not the original upload (chat apps drop heavy pictures).
      const width = await page.evaluate(async (src) => {
        const picture = new Image();
        picture.src = src;
        await picture.decode();
        return picture.naturalWidth;
      }, og.image);
      expect(width).toBeGreaterThanOrEqual(300);
      expect(width).toBeLessThanOrEqual(1440);
      expect(await metaContent(page, 'meta[property="og:image:type"]')).toBe('image/jpeg');

      // The canonical address, and the card's kind and language.
      expect(og.url).toBe(`${baseURL}${inLanguage(kind.path, lang)}`);
      expect(await metaContent(page, 'link[rel="canonical"]')).toBe(og.url);
      expect(await metaContent(page, 'meta[property="og:type"]')).toBe(kind.ogType);
      expect(await metaContent(page, 'meta[property="og:locale"]')).toBe(lang === 'zh' ? 'zh_CN' : 'en_US');
      expect(await metaContent(page, 'meta[property="og:site_name"]')).toBe(SITE_NAME[lang]);
      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    });
  }
}
