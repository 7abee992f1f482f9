import { describe, expect, it } from 'vitest';
import { activeMenu, isExternalLink, linkPath, menuEntryId, menuHref } from './menu-links.ts';
import type { MenuEntryLike } from './menu-links.ts';

const entry = (id: number, link: string, children: MenuEntryLike[] = []): MenuEntryLike => ({
  id,
  link,
  children,
});

const menu: MenuEntryLike[] = [
  entry(1, '/'),
  entry(2, '/brand/1', [entry(10, '/brand/1'), entry(11, '/brand/2')]),
  entry(3, '/aerodynamic-kits', [entry(18, '/aerodynamic-kits/1')]),
  entry(4, '/wheels', [entry(22, '/wheels/single-piece')]),
  entry(8, '/about', [
    entry(27, '/about'),
    entry(28, '/about#contact'),
    entry(29, 'https://example.com/store'),
  ]),
];

describe('isExternalLink', () => {
  it('recognises http and https addresses only', () => {
    expect(isExternalLink('https://example.com/store')).toBe(true);
    expect(isExternalLink('HTTP://example.com')).toBe(true);
    expect(isExternalLink('/about')).toBe(false);
    expect(isExternalLink('mailto:a@b.c')).toBe(false);
  });
});

describe('linkPath', () => {
  it('drops query, hash and trailing slashes', () => {
    expect(linkPath('/about#contact')).toBe('/about');
    expect(linkPath('/news/?page=2')).toBe('/news');
    expect(linkPath('')).toBe('/');
    expect(linkPath('/')).toBe('/');
  });
});

describe('menuHref', () => {
  it('adds the menu id to site links, before the hash', () => {
    expect(menuHref('/brand/1', 2)).toBe('/brand/1?menuId=2');
    expect(menuHref('/about#contact', 28)).toBe('/about?menuId=28#contact');
    expect(menuHref('', 1)).toBe('/?menuId=1');
  });

  it('keeps other query parameters but never the language', () => {
    expect(menuHref('/news?l=en&page=2', 7)).toBe('/news?page=2&menuId=7');
  });

  it('leaves outside addresses untouched', () => {
    expect(menuHref('https://example.com/store', 29)).toBe('https://example.com/store');
  });
});

describe('activeMenu', () => {
  it('matches an entry by its exact link', () => {
    expect(activeMenu(menu, '/aerodynamic-kits')).toEqual({ top: 3, child: null });
    expect(activeMenu(menu, '/')).toEqual({ top: 1, child: null });
  });

  it('matches a subitem and marks its parent', () => {
    expect(activeMenu(menu, '/brand/2')).toEqual({ top: 2, child: 11 });
    expect(activeMenu(menu, '/wheels/single-piece/')).toEqual({ top: 4, child: 22 });
    // The entry's own link is also one of its subitems'.
    expect(activeMenu(menu, '/brand/1')).toEqual({ top: 2, child: 10 });
    expect(activeMenu(menu, '/about')).toEqual({ top: 8, child: 27 });
  });

  it('falls back to the first path segment', () => {
    expect(activeMenu(menu, '/brand/7')).toEqual({ top: 2, child: null });
    expect(activeMenu(menu, '/aerodynamic-kits/4')).toEqual({ top: 3, child: null });
  });

  it('falls back to the home entry when nothing matches', () => {
    expect(activeMenu(menu, '/car/4')).toEqual({ top: 1, child: null });
    expect(activeMenu(menu, '/product/info/9')).toEqual({ top: 1, child: null });
  });

  it('marks the section a page declares when its own address is no entry, and its entry when it is', () => {
    expect(activeMenu(menu, '/car/4', '/brand')).toEqual({ top: 2, child: null });
    expect(activeMenu(menu, '/product/info/9', '/wheels')).toEqual({ top: 4, child: null });
    // The section's own page is a subitem; this page is not it.
    expect(activeMenu(menu, '/locations', '/about')).toEqual({ top: 8, child: null });
    const withLocations = menu.map((top) =>
      top.id === 8 ? { ...top, children: [...top.children, entry(31, '/locations')] } : top,
    );
    expect(activeMenu(withLocations, '/locations', '/about')).toEqual({ top: 8, child: 31 });
  });

  it('gives nothing for an empty menu', () => {
    expect(activeMenu([], '/news')).toEqual({ top: null, child: null });
  });
});

describe('menuEntryId', () => {
  it('names the entry linking exactly to the screen, a top-level one before a subitem', () => {
    expect(menuEntryId(menu, '/')).toBe(1);
    expect(menuEntryId(menu, '/about')).toBe(8);
    expect(menuEntryId(menu, '/wheels')).toBe(4);
    expect(menuEntryId(menu, '/wheels/single-piece/')).toBe(22);
  });

  it("names the section's top-level entry for a screen without an entry of its own", () => {
    expect(menuEntryId(menu, '/brand')).toBe(2);
    expect(menuEntryId(menu, '/car-list')).toBe(1);
  });

  it('never names an entry that leaves the site', () => {
    expect(menuEntryId([entry(5, 'https://example.com/news'), entry(1, '/')], '/news')).toBe(1);
  });

  it('marks the section a page declares when its own address is no entry, and its entry when it is', () => {
    expect(activeMenu(menu, '/car/4', '/brand')).toEqual({ top: 2, child: null });
    expect(activeMenu(menu, '/product/info/9', '/wheels')).toEqual({ top: 4, child: null });
    // The section's own page is a subitem; this page is not it.
    expect(activeMenu(menu, '/locations', '/about')).toEqual({ top: 8, child: null });
    const withLocations = menu.map((top) =>
      top.id === 8 ? { ...top, children: [...top.children, entry(31, '/locations')] } : top,
    );
    expect(activeMenu(withLocations, '/locations', '/about')).toEqual({ top: 8, child: 31 });
  });

  it('gives nothing for an empty menu', () => {
    expect(menuEntryId([], '/news')).toBeNull();
  });
});
