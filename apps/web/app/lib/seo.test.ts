import { describe, expect, it } from 'vitest';
import { languageUrl, pageMeta } from './seo.ts';

const location = { pathname: '/news', search: '?menuId=7&l=en' };

type Tag = Record<string, unknown>;

function link(tags: readonly Tag[], rel: string, hrefLang?: string) {
  return tags.find((tag) => tag.rel === rel && (hrefLang === undefined || tag.hrefLang === hrefLang))?.href;
}

describe('languageUrl', () => {
  it('keeps the query and puts the language last', () => {
    expect(languageUrl(location, 'zh')).toBe('/news?menuId=7&l=zh');
    expect(languageUrl({ pathname: '/', search: '' }, 'en')).toBe('/?l=en');
  });
});

describe('pageMeta', () => {
  it('gives the title, description, canonical and hreflang alternates', () => {
    const tags = pageMeta({ lang: 'en', title: 'RUIJIE TUNING - News', description: 'Latest' }, location);
    expect(tags[0]).toEqual({ title: 'RUIJIE TUNING - News' });
    expect(tags).toContainEqual({ name: 'description', content: 'Latest' });
    expect(link(tags, 'canonical')).toMatch(/\/news\?menuId=7&l=en$/);
    expect(link(tags, 'alternate', 'zh-CN')).toMatch(/\/news\?menuId=7&l=zh$/);
    expect(link(tags, 'alternate', 'en')).toMatch(/\/news\?menuId=7&l=en$/);
    expect(link(tags, 'alternate', 'x-default')).toMatch(/\/news\?menuId=7&l=zh$/);
  });

  it('makes links and the image absolute with the request origin ', () => {
    const tags = pageMeta(
      { lang: 'zh', title: 't', image: '/api/static/a.svg' },
      location,
      'http://site.test',
    );
    expect(link(tags, 'canonical')).toBe('http://site.test/news?menuId=7&l=zh');
    expect(link(tags, 'alternate', 'en')).toBe('http://site.test/news?menuId=7&l=en');
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://site.test/news?menuId=7&l=zh' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'http://site.test/api/image/960.jpeg/a.svg',
    });
  });

  it('uses the given origin for every link', () => {
    const tags = pageMeta({ lang: 'zh', title: 't' }, location, 'https://www.example.com');
    expect(link(tags, 'canonical')).toBe('https://www.example.com/news?menuId=7&l=zh');
    expect(link(tags, 'alternate', 'x-default')).toBe('https://www.example.com/news?menuId=7&l=zh');
  });

  it('keeps links site-relative when no origin is known', () => {
    expect(link(pageMeta({ lang: 'en', title: 't' }, location), 'canonical')).toBe('/news?menuId=7&l=en');
  });

  it('keeps an image that is already absolute', () => {
    const tags = pageMeta(
      { lang: 'zh', title: 't', image: 'https://cdn.example.com/a.jpg' },
      location,
      'http://site.test',
    );
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://cdn.example.com/a.jpg' });
    // Its format is whatever that host serves.
    expect((tags as Tag[]).some((tag) => tag.property === 'og:image:type')).toBe(false);
  });

  it("shares a JPEG of the site's own pictures, which every chat app reads", () => {
    const share = (image: string) => {
      const tags: Tag[] = pageMeta({ lang: 'zh', title: 't', image }, location, 'https://www.example.com');
      return tags.filter((tag) => String(tag.property).startsWith('og:image'));
    };
    expect(share('/api/static/news/cover.png')).toEqual([
      { property: 'og:image', content: 'https://www.example.com/api/image/960.jpeg/news/cover.png' },
      { property: 'og:image:type', content: 'image/jpeg' },
    ]);
    expect(share('/media/12/upload.webp')).toEqual([
      { property: 'og:image', content: 'https://www.example.com/media/12/w/960.jpeg' },
      { property: 'og:image:type', content: 'image/jpeg' },
    ]);
  });

  it('gives the card its kind, the site name and a large picture', () => {
    const story = pageMeta({ lang: 'en', title: 't', image: '/api/static/a.jpg', type: 'article' }, location);
    expect(story).toContainEqual({ property: 'og:type', content: 'article' });
    expect(story).toContainEqual({ property: 'og:site_name', content: 'RUIJIE TUNING' });
    expect(story).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(story).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    const page = pageMeta({ lang: 'zh', title: 't' }, location);
    expect(page).toContainEqual({ property: 'og:type', content: 'website' });
    expect(page).toContainEqual({ property: 'og:site_name', content: '锐界改装' });
    expect(page).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('gives the same description to the page and to the card', () => {
    const tags: Tag[] = pageMeta({ lang: 'en', title: 't', description: 'Five tuned cars' }, location);
    expect(tags).toContainEqual({ name: 'description', content: 'Five tuned cars' });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Five tuned cars' });
  });

  it("puts an editor's own words and picture first, and the content's where they are empty", () => {
    const content = {
      lang: 'zh' as const,
      title: '锐界改装 - 新闻详情',
      shareTitle: '锐界改装 - 新车发布',
      description: '正文的开头',
      image: 'https://img.example.cn/cover.png',
    };
    const own: Tag[] = pageMeta(
      {
        ...content,
        sharing: { title: '搜索标题', description: '搜索描述', image: 'https://img.example.cn/share.png' },
      },
      location,
    );
    expect(own[0]).toEqual({ title: expect.stringMatching(/ - 搜索标题$/) });
    expect(own).toContainEqual({ property: 'og:title', content: (own[0] as { title: string }).title });
    expect(own).toContainEqual({ name: 'description', content: '搜索描述' });
    expect(own).toContainEqual({ property: 'og:description', content: '搜索描述' });
    expect(own).toContainEqual({ property: 'og:image', content: 'https://img.example.cn/share.png' });

    const empty: Tag[] = pageMeta(
      { ...content, sharing: { title: '', description: '', image: '' } },
      location,
    );
    expect(empty).toEqual(pageMeta(content, location));
  });
});
