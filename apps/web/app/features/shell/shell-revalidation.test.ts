import { describe, expect, it } from 'vitest';
import { documentLanguage, shouldReloadShell } from './shell-revalidation.ts';

const url = (path: string) => new URL(path, 'http://site.test');
const args = (from: string, to: string, defaultShouldRevalidate = true) => ({
  currentUrl: url(from),
  nextUrl: url(to),
  defaultShouldRevalidate,
});

describe('shouldReloadShell', () => {
  it('keeps the shell on an ordinary navigation', () => {
    expect(shouldReloadShell(args('/', '/brand/1?menuId=2'), 'zh', '')).toBe(false);
    expect(shouldReloadShell(args('/news?l=en', '/news/info/3'), 'en', 'cms-language=en')).toBe(false);
  });

  it('reloads when a ?l= query changes the language', () => {
    expect(shouldReloadShell(args('/', '/?l=en'), 'zh', '')).toBe(true);
    expect(shouldReloadShell(args('/?l=en', '/?l=zh'), 'en', 'cms-language=en')).toBe(true);
  });

  it('reloads when ?l= is dropped after the saved choice changed', () => {
    expect(shouldReloadShell(args('/car/1?l=en', '/car/1'), 'en', 'cms-language=zh')).toBe(true);
  });

  it('reloads when another tab changed the saved language', () => {
    expect(shouldReloadShell(args('/', '/news'), 'zh', 'cms-language=en')).toBe(true);
  });

  it('follows the router on a revalidation of the same address', () => {
    expect(shouldReloadShell(args('/about', '/about'), 'zh', 'cms-language=en')).toBe(true);
    expect(shouldReloadShell(args('/about', '/about', false), 'zh', '')).toBe(false);
  });
});

describe('documentLanguage', () => {
  it('reads the rendered language from <html lang>', () => {
    document.documentElement.lang = 'en';
    expect(documentLanguage(document)).toBe('en');
    document.documentElement.lang = 'zh-CN';
    expect(documentLanguage(document)).toBe('zh');
  });
});
