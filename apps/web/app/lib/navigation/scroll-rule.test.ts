import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './scroll-rule.ts';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('shouldScrollToTop', () => {
  it('scrolls when a link opens another page', () => {
    expect(shouldScrollToTop(at('/'), at('/car/1'), 'PUSH')).toBe(true);
    expect(shouldScrollToTop(at('/product/3'), at('/product/info/3'), 'REPLACE')).toBe(true);
  });

  it('leaves the first render alone (the browser or ScrollRestoration placed it)', () => {
    expect(shouldScrollToTop(undefined, at('/car/1'), 'POP')).toBe(false);
    expect(shouldScrollToTop(undefined, at('/car/1'), 'PUSH')).toBe(false);
  });

  it('leaves back and forward to the restored position', () => {
    expect(shouldScrollToTop(at('/car/1'), at('/'), 'POP')).toBe(false);
  });

  it('leaves hash links to their target', () => {
    expect(shouldScrollToTop(at('/'), at('/about', '#contact'), 'PUSH')).toBe(false);
  });

  it('leaves query-only changes such as the language switch to ScrollRestoration', () => {
    expect(shouldScrollToTop(at('/news'), at('/news'), 'REPLACE')).toBe(false);
    expect(shouldScrollToTop(at('/news'), at('/news'), 'PUSH')).toBe(false);
  });
});
