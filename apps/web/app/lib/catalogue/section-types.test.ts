import type { MenuItem, ProductSectionItem } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { linkPath, resolveSectionTypes, typeForPath } from './section-types.ts';

const entry = (
  id: number,
  name: string,
  nameEn: string,
  menuLink: string,
  childList: MenuItem[] = [],
): MenuItem => ({
  id,
  name,
  nameEn,
  menuLink,
  isShow: '1',
  sortOrder: id,
  fileUrl: `menu/${id}.svg`,
  childList,
});

const item = (id: number, typeId: number, typeName: string, typeNameEn: string): ProductSectionItem => ({
  id,
  title: typeName,
  titleEn: typeNameEn,
  image: '',
  typeId,
  typeName,
  typeNameEn,
  productName: `p${id}`,
  productNameEn: `p${id}`,
});

const menu = [
  entry(1, '首页', 'Home', '/'),
  entry(4, '轮毂', 'Wheels', '/wheels?menuId=4', [
    entry(22, '单片锻造轮毂', 'Single-piece forged wheels', '/wheels/single-piece'),
    entry(23, '两片式锻造轮毂', 'Two-piece forged wheels', '/wheels/two-piece/'),
  ]),
  entry(5, '周边', 'Peripherals', '/peripherals', [entry(24, '内饰升级', 'Interior', '/peripherals/7')]),
];
const wheels = [
  item(1, 5, '单片锻造轮毂', 'Single-piece forged wheels'),
  item(2, 6, '两片式锻造轮毂', 'Two-piece forged wheels'),
];

describe('linkPath', () => {
  it('drops query, hash and a trailing slash', () => {
    expect(linkPath('/wheels/two-piece/?menuId=23#x')).toBe('/wheels/two-piece');
    expect(linkPath('/')).toBe('/');
  });
});

describe('resolveSectionTypes', () => {
  it('names the types after the menu and finds the ids of named pages by type name', () => {
    expect(resolveSectionTypes({ category: 'wheels', lang: 'en', menu, items: wheels })).toEqual([
      {
        id: 5,
        name: 'Single-piece forged wheels',
        icon: '/api/static/menu/22.svg',
        href: '/wheels/single-piece',
      },
      { id: 6, name: 'Two-piece forged wheels', icon: '/api/static/menu/23.svg', href: '/wheels/two-piece' },
    ]);
  });

  it('takes numeric ids from the menu link, with or without products', () => {
    expect(resolveSectionTypes({ category: 'peripherals', lang: 'zh', menu, items: [] })).toEqual([
      { id: 7, name: '内饰升级', icon: '/api/static/menu/24.svg', href: '/peripherals/7' },
    ]);
  });

  it('gives types without a menu entry a tile of their own, and works without any menu', () => {
    const items = [item(1, 7, '内饰升级', 'Interior'), item(2, 9, '养护与精品', 'Care & lifestyle')];
    expect(
      resolveSectionTypes({ category: 'peripherals', lang: 'en', menu, items }).map((t) => t.href),
    ).toEqual(['/peripherals/7', '/peripherals/9']);
    expect(resolveSectionTypes({ category: 'wheels', lang: 'zh', menu: [], items: wheels })).toEqual([
      { id: 5, name: '单片锻造轮毂', icon: '', href: '/wheels/5' },
      { id: 6, name: '两片式锻造轮毂', icon: '', href: '/wheels/6' },
    ]);
  });

  it('finds the type of a named page', () => {
    const types = resolveSectionTypes({ category: 'wheels', lang: 'zh', menu, items: wheels });
    expect(typeForPath(types, '/wheels/two-piece')?.id).toBe(6);
    expect(typeForPath(types, '/wheels/three-piece')).toBeUndefined();
  });
});
