// The link rule: which addresses are the site's pages and items, read from the declarations; and,
// whatever is typed, that no scripting scheme or control character is ever taken as a link.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkUrl } from '../admin/content/fields.ts';
import { CONTROL_CHARACTER } from '../rules/addresses.ts';
import { ITEM_ADDRESSES, SITE_PAGES } from './addresses.ts';
import { LINK_PAGES, LINKED_TYPES, linkAddress, siteLink } from './site-links.ts';

describe('siteLink', () => {
  it('reads every page of the site, with or without a query, an anchor or a trailing slash', () => {
    for (const { page, address } of LINK_PAGES) {
      expect(siteLink(address), address).toEqual({ kind: 'page', page });
    }
    expect(siteLink('/about#contact')).toEqual({ kind: 'page', page: 'about' });
    expect(siteLink('/about?product=3#enquiry')).toEqual({ kind: 'page', page: 'about' });
    expect(siteLink('/news/')).toEqual({ kind: 'page', page: 'news' });
    expect(siteLink(' /gallery ')).toEqual({ kind: 'page', page: 'gallery' });
    expect(siteLink('/wheels')).toEqual({ kind: 'page', page: 'wheels' });
    // An anchor that names no item is a place on the page itself.
    expect(siteLink('/locations#location-0')).toEqual({ kind: 'page', page: 'locations' });
  });

  it('lists the fixed pages and the three catalogue sections, home first', () => {
    expect(LINK_PAGES.map((entry) => entry.address)).toEqual([
      '/',
      '/car-list',
      '/aerodynamic-kits',
      '/wheels',
      '/peripherals',
      '/wheels/single-piece',
      '/wheels/two-piece',
      '/gallery',
      '/news',
      '/about',
      '/locations',
    ]);
  });

  it('reads the item an address names, by its page, an alias or its place on a page', () => {
    expect(siteLink('/car/12')).toEqual({ kind: 'item', type: 'cars', id: 12 });
    expect(siteLink('/brand/3')).toEqual({ kind: 'item', type: 'brands', id: 3 });
    expect(siteLink('/news/info/7?from=home')).toEqual({ kind: 'item', type: 'news', id: 7 });
    expect(siteLink('/news/7')).toEqual({ kind: 'item', type: 'news', id: 7 });
    expect(siteLink('/product/info/5')).toEqual({ kind: 'item', type: 'products', id: 5 });
    expect(siteLink('/product/5')).toEqual({ kind: 'item', type: 'products', id: 5 });
    expect(siteLink('/gallery/9')).toEqual({ kind: 'item', type: 'galleries', id: 9 });
    expect(siteLink('/wheels/4')).toEqual({ kind: 'item', type: 'product-types', id: 4 });
    expect(siteLink('/peripherals/8')).toEqual({ kind: 'item', type: 'product-types', id: 8 });
    expect(siteLink('/locations#location-2')).toEqual({ kind: 'item', type: 'locations', id: 2 });
  });

  it('gives each linked type the address that reads back as its item', () => {
    expect(LINKED_TYPES).toEqual([
      'brands',
      'cars',
      'product-types',
      'products',
      'galleries',
      'news',
      'locations',
    ]);
    for (const type of LINKED_TYPES) {
      const address = linkAddress(type, 42, { category: 'wheels' });
      expect(siteLink(address), `${type}: ${address}`).toEqual({ kind: 'item', type, id: 42 });
    }
    expect(linkAddress('cars', 42)).toBe(ITEM_ADDRESSES.cars.replace(':id', '42'));
    expect(linkAddress('locations', 2)).toBe(`${SITE_PAGES.locations}#location-2`);
  });

  it('tells files, other sites, mail, phone and anchors apart', () => {
    expect(siteLink('/media/12/brochure.pdf')).toEqual({ kind: 'file' });
    expect(siteLink('/api/static/logo/logo.svg')).toEqual({ kind: 'file' });
    expect(siteLink('https://example.com/a?b#c')).toEqual({ kind: 'external' });
    expect(siteLink('HTTP://example.com')).toEqual({ kind: 'external' });
    expect(siteLink('mailto:sales@example.cn')).toEqual({ kind: 'mail' });
    expect(siteLink('tel:+8613800000000')).toEqual({ kind: 'phone' });
    expect(siteLink('#contact')).toEqual({ kind: 'anchor' });
    expect(siteLink('')).toEqual({ kind: 'empty' });
  });

  it.each([
    '/careers',
    '/car',
    '/car/0',
    '/car/abc',
    '/car/12/more',
    '/wheels/forged',
    '/brand',
    'car-list',
    '/admin',
  ])('finds no page at %s', (address) => {
    expect(siteLink(address)).toEqual({ kind: 'not-a-page' });
  });

  it.each(['//evil.example/x', '\\\\evil.example', 'ftp://example.com', 'javascript:alert(1)', '/a b'])(
    'refuses %j as no address a link may hold',
    (address) => {
      expect(siteLink(address)).toEqual({ kind: 'refused', refusal: 'scheme' });
    },
  );
});

/** Any mix of case, blanks and control characters around and inside a scripting scheme. */
const disguisedScheme = fc
  .tuple(
    fc.constantFrom('javascript', 'vbscript', 'data'),
    fc.array(fc.constantFrom(' ', '\t', '\n', '\u0000', '\u0001', '\u001f', '\u007f', '\u0085'), {
      maxLength: 3,
    }),
    fc.nat(),
    fc.string({ maxLength: 40 }),
  )
  .map(([scheme, noise, at, rest]) => {
    const place = at % (scheme.length + 1);
    const cased = [...scheme].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter)).join('');
    return `${noise.join('')}${cased.slice(0, place)}${noise.join('')}${cased.slice(place)}:${rest}`;
  });

describe('what a link may never hold', () => {
  it('takes no scripting or data scheme, however it is disguised', () => {
    fc.assert(
      fc.property(disguisedScheme, (address) => {
        const link = siteLink(address);
        expect(link.kind === 'refused' || link.kind === 'empty').toBe(true);
        expect(linkUrl.safeParse(address).success && linkUrl.parse(address) !== '').toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('takes no address with a control character inside', () => {
    const withControl = fc
      .tuple(fc.string({ maxLength: 30 }), fc.integer({ min: 0, max: 0x9f }), fc.string({ maxLength: 30 }))
      .filter(([, code]) => code < 0x20 || code >= 0x7f)
      .map(([before, code, after]) => `/${before}${String.fromCharCode(code)}${after}x`);
    fc.assert(
      fc.property(withControl, (address) => {
        expect(siteLink(address).kind).toBe('refused');
        expect(linkUrl.safeParse(address).success).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts as a page only what the rule reads as one, and stores only what it accepts', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ maxLength: 40 }).map((rest) => `/${rest}`),
      fc.constantFrom(...LINK_PAGES.map((entry) => entry.address)),
    );
    fc.assert(
      fc.property(anything, (address) => {
        const link = siteLink(address);
        const stored = linkUrl.safeParse(address);
        const accepted = link.kind !== 'refused' && link.kind !== 'not-a-page';
        expect(stored.success).toBe(accepted);
        if (stored.success) expect(CONTROL_CHARACTER.test(stored.data)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
