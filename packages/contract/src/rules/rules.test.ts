import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  byListOrder,
  FLAG_ON,
  isBrandListed,
  isMenuItemShown,
  parseFileList,
  parsePositiveId,
  shapeSalesContact,
  slugify,
  telHref,
} from './index.ts';

describe('listing rules', () => {
  it('lists a brand only when shown in the menu and published', () => {
    expect(isBrandListed({ isShowMenu: FLAG_ON, publishStatus: FLAG_ON })).toBe(true);
    expect(isBrandListed({ isShowMenu: '0', publishStatus: FLAG_ON })).toBe(false);
    expect(isBrandListed({ isShowMenu: FLAG_ON, publishStatus: '0' })).toBe(false);
    expect(isBrandListed({ isShowMenu: '', publishStatus: '' })).toBe(false);
  });
  it('shows a menu item only with isShow "1"', () => {
    expect(isMenuItemShown({ isShow: '1' })).toBe(true);
    expect(isMenuItemShown({ isShow: '0' })).toBe(false);
  });
  it('sorts by sortOrder ascending, ids breaking ties', () => {
    const items = [
      { id: 3, sortOrder: 2 },
      { id: 2, sortOrder: 1 },
      { id: 1, sortOrder: 2 },
    ];
    expect(items.toSorted(byListOrder).map((item) => item.id)).toEqual([2, 1, 3]);
  });
});

describe('parsePositiveId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9999999999', 9999999999],
    [7, 7],
  ])('accepts %j', (value, id) => expect(parsePositiveId(value)).toBe(id));
  it.each([
    '0',
    '-1',
    '01',
    ' 1',
    '1.5',
    '1e3',
    '',
    '12345678901',
    'abc',
    0,
    -3,
    1.5,
    NaN,
    null,
    undefined,
    {},
  ])('refuses %j', (value) => expect(parsePositiveId(value)).toBeNull());
});

describe('parseFileList', () => {
  it('lists the trimmed file addresses in order', () => {
    expect(parseFileList('[{"fileUrl":" a.jpg "},{"fileUrl":"b.png"}]')).toEqual(['a.jpg', 'b.png']);
  });
  it('skips items without an address and never throws on malformed text', () => {
    expect(parseFileList('[{"fileUrl":""},{"x":1},null,3,{"fileUrl":5},{"fileUrl":"c.svg"}]')).toEqual([
      'c.svg',
    ]);
    for (const bad of ['', 'not json', '{"fileUrl":"a"}', 'null', '[', undefined, null]) {
      expect(parseFileList(bad)).toEqual([]);
    }
  });
});

describe('shapeSalesContact', () => {
  const cn = { title: ' 销售顾问 王先生 ', num: '+86 138 0000 0000', link: '' };
  const en = { title: 'Sales Consultant Mr Wang', num: '+86 139 1111 2222', link: 'TEL:+8613911112222' };
  it('uses the language branch with its number and link', () => {
    expect(shapeSalesContact({ cn, en }, 'en')).toEqual({
      title: 'Sales Consultant Mr Wang',
      number: '+86 139 1111 2222',
      href: 'TEL:+8613911112222',
    });
    expect(shapeSalesContact({ cn, en }, 'cn')).toEqual({
      title: '销售顾问 王先生',
      number: '+86 138 0000 0000',
      href: 'tel:+8613800000000',
    });
  });
  it('falls back to the Chinese branch when the language has no number, and to none without any', () => {
    expect(shapeSalesContact({ cn, en: { title: 'x', num: ' ', link: '' } }, 'en')?.number).toBe(cn.num);
    const empty = { title: 'nobody', num: '', link: '' };
    expect(shapeSalesContact({ cn: empty, en: empty }, 'en')).toBeNull();
  });
  it('makes a dialable address', () => expect(telHref('(010) 8888-6666')).toBe('tel:01088886666'));
});

describe('slugify', () => {
  it('lowercases, joins words with dashes and drops accents', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('  Citroën DS ')).toBe('citroen-ds');
    expect(slugify('McLaren')).toBe('mclaren');
    expect(slugify('保时捷')).toBe('');
  });
});

describe('the rules module', () => {
  it('imports no zod, so the browser can load it', () => {
    const folder = import.meta.dirname;
    for (const file of fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const imports = [...text.matchAll(/^import\s+(type\s+)?.*?from\s+'([^']+)'/gms)];
      for (const [, typeOnly, source] of imports) {
        if (typeOnly) continue;
        expect(source, `${file} imports ${source}`).toMatch(/^\.\/[a-z-]+\.ts$/);
      }
    }
  });
});
