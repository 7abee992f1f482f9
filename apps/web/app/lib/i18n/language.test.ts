import { describe, expect, it } from 'vitest';
import {
  contentLanguage,
  cookieLanguage,
  languageCookie,
  queryLanguage,
  readCookie,
  resolveLanguage,
} from './language.ts';

describe('resolveLanguage', () => {
  it('defaults to Chinese', () => {
    expect(resolveLanguage('http://site.test/', null)).toBe('zh');
  });

  it('takes ?l=zh|en over the cookie', () => {
    expect(resolveLanguage('http://site.test/?l=en', 'cms-language=zh')).toBe('en');
    expect(resolveLanguage(new URL('http://site.test/car/1?l=zh'), 'cms-language=en')).toBe('zh');
  });

  it('ignores any other ?l= value', () => {
    expect(resolveLanguage('http://site.test/?l=fr', 'cms-language=en')).toBe('en');
    expect(resolveLanguage('http://site.test/?l=EN', null)).toBe('zh');
    expect(resolveLanguage('http://site.test/?l=', null)).toBe('zh');
  });

  it('uses the cms-language cookie when the query has none', () => {
    expect(resolveLanguage('http://site.test/', 'theme=dark; cms-language=en; other=1')).toBe('en');
  });

  it('ignores an invalid cookie value', () => {
    expect(resolveLanguage('http://site.test/', 'cms-language=de')).toBe('zh');
  });

  it('accepts a path without an origin', () => {
    expect(resolveLanguage('/news?l=en', undefined)).toBe('en');
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('a=1; my-cms-language=en; cms-language=zh', 'cms-language')).toBe('zh');
    expect(readCookie('name=%E4%B8%AD', 'name')).toBe('中');
    expect(readCookie('', 'name')).toBeUndefined();
  });
});

describe('contentLanguage', () => {
  it('names Chinese cn for the API', () => {
    expect(contentLanguage('zh')).toBe('cn');
    expect(contentLanguage('en')).toBe('en');
  });
});

describe('queryLanguage and cookieLanguage', () => {
  it('accept zh and en only', () => {
    expect(queryLanguage('/about?l=en')).toBe('en');
    expect(queryLanguage('/about?l=fr')).toBeUndefined();
    expect(queryLanguage('/about')).toBeUndefined();
    expect(cookieLanguage('cms-language=zh')).toBe('zh');
    expect(cookieLanguage('cms-language=fr')).toBeUndefined();
    expect(cookieLanguage(null)).toBeUndefined();
  });
});

describe('languageCookie', () => {
  it('keeps the choice site-wide for a year', () => {
    expect(languageCookie('en')).toBe('cms-language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is Secure when asked, and never HttpOnly (the browser writes it too)', () => {
    expect(languageCookie('zh', true)).toBe(
      'cms-language=zh; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(languageCookie('zh', true)).not.toMatch(/HttpOnly/i);
  });
});
