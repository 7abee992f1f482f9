import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageUrl, metaOrigin, normaliseOrigin, pageMeta, rootOrigin } from './seo.ts';

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

describe('rootOrigin', () => {
  it('reads the origin the root loader recorded, or none', () => {
    const page = { id: 'routes/news', loaderData: { lang: 'zh' } };
    expect(rootOrigin([{ id: 'root', loaderData: { origin: 'https://www.example.cn' } }, page])).toBe(
      'https://www.example.cn',
    );
    expect(rootOrigin([page])).toBe('');
    expect(rootOrigin([{ id: 'root', loaderData: undefined }, undefined])).toBe('');
    expect(rootOrigin([{ id: 'root', loaderData: { origin: 42 } }])).toBe('');
  });
});

describe('normaliseOrigin and metaOrigin', () => {
  it('accepts http(s) addresses only, reduced to their origin', () => {
    expect(normaliseOrigin('https://www.example.com/')).toBe('https://www.example.com');
    expect(normaliseOrigin('http://127.0.0.1:3000/some/path')).toBe('http://127.0.0.1:3000');
    expect(normaliseOrigin('ftp://example.com')).toBe('');
    expect(normaliseOrigin('not a url')).toBe('');
    expect(normaliseOrigin(undefined)).toBe('');
  });

  it('prefers the configured site origin over the request origin', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://www.example.com/');
    expect(metaOrigin('http://10.0.0.5:3000')).toBe('https://www.example.com');
    vi.stubEnv('SITE_ORIGIN', '');
    expect(metaOrigin('http://10.0.0.5:3000')).toBe('http://10.0.0.5:3000');
    expect(metaOrigin('')).toBe('');
  });
});

describe('pageMeta', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_ORIGIN', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives the title, description, canonical and hreflang alternates', () => {
    const tags = pageMeta({ lang: 'en', title: 'RUIJIE TUNING - News', description: 'Latest' }, location);
    expect(tags[0]).toEqual({ title: 'RUIJIE TUNING - News' });
    expect(tags).toContainEqual({ name: 'description', content: 'Latest' });
    expect(link(tags, 'canonical')).toMatch(/\/news\?menuId=7&l=en$/);
    expect(link(tags, 'alternate', 'zh-CN')).toMatch(/\/news\?menuId=7&l=zh$/);
    expect(link(tags, 'alternate', 'en')).toMatch(/\/news\?menuId=7&l=en$/);
    expect(link(tags, 'alternate', 'x-default')).toMatch(/\/news\?menuId=7&l=zh$/);
  });

  it('makes links and the image absolute with the request origin when no site origin is set', () => {
    const tags = pageMeta(
      { lang: 'zh', title: 't', image: '/api/static/a.svg' },
      location,
      'http://site.test',
    );
    expect(link(tags, 'canonical')).toBe('http://site.test/news?menuId=7&l=zh');
    expect(link(tags, 'alternate', 'en')).toBe('http://site.test/news?menuId=7&l=en');
    expect(tags).toContainEqual({ property: 'og:url', content: 'http://site.test/news?menuId=7&l=zh' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'http://site.test/api/static/a.svg' });
  });

  it('uses the configured site origin for every link', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://www.example.com');
    const tags = pageMeta({ lang: 'zh', title: 't' }, location, 'http://10.0.0.5:3000');
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
  });

  it('omits description and keywords when there are none', () => {
    const tags: Tag[] = pageMeta({ lang: 'zh', title: 't' }, location);
    expect(tags.some((tag) => tag.name === 'description' || tag.name === 'keywords')).toBe(false);
  });
});
