import { describe, expect, it } from 'vitest';
import { pageLanguage, pageViewPath } from './page-view.ts';
import type { ResponseFacts } from './page-view.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const page = (facts: Partial<ResponseFacts>): ResponseFacts => ({
  method: 'GET',
  url: '/car/1',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  userAgent: BROWSER,
  purpose: undefined,
  ...facts,
});

describe('pageViewPath', () => {
  it('counts a page served to a browser, without its query', () => {
    expect(pageViewPath(page({}))).toBe('/car/1');
    expect(pageViewPath(page({ url: '/about?l=en' }))).toBe('/about');
  });

  it('counts a page the browser moved to without reloading, by its data request', () => {
    const data = { contentType: 'text/x-script' };
    expect(pageViewPath(page({ ...data, url: '/car/2.data' }))).toBe('/car/2');
    expect(pageViewPath(page({ ...data, url: '/news/info/1.data?_routes=routes%2Fnews-detail' }))).toBe(
      '/news/info/1',
    );
    expect(pageViewPath(page({ ...data, url: '/_root.data' }))).toBe('/');
    expect(pageViewPath(page({ ...data, url: '/car/2.data', purpose: 'prefetch' }))).toBeUndefined();
    expect(pageViewPath(page({ ...data, url: '/admin/enquiries.data' }))).toBeUndefined();
    expect(pageViewPath(page({ contentType: 'application/json', url: '/car/2.data' }))).toBeUndefined();
  });

  it('leaves out everything that is not a page seen by a person', () => {
    expect(pageViewPath(page({ method: 'HEAD' }))).toBeUndefined();
    expect(pageViewPath(page({ status: 404 }))).toBeUndefined();
    expect(pageViewPath(page({ status: 304 }))).toBeUndefined();
    expect(pageViewPath(page({ contentType: 'application/json' }))).toBeUndefined();
    expect(pageViewPath(page({ url: '/api/cmst/index/getBrandList' }))).toBeUndefined();
    expect(pageViewPath(page({ url: '/admin/enquiries' }))).toBeUndefined();
    expect(pageViewPath(page({ url: '/assets/app.js' }))).toBeUndefined();
    expect(pageViewPath(page({ userAgent: 'Baiduspider' }))).toBeUndefined();
    expect(pageViewPath(page({ purpose: 'prefetch' }))).toBeUndefined();
  });
});

describe('pageLanguage', () => {
  it('reads ?l= first, then the preference cookie, then Chinese', () => {
    expect(pageLanguage('/about?l=en', 'cms-language=zh')).toBe('en');
    expect(pageLanguage('/about?l=zh', 'cms-language=en')).toBe('cn');
    expect(pageLanguage('/about', 'a=1; cms-language=en')).toBe('en');
    expect(pageLanguage('/about', undefined)).toBe('cn');
  });
});
