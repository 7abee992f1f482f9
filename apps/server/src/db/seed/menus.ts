// The header menu (categoryCode home_page). Top items have ids 1..9, children 10..23.
// Item 9 and child 22 are hidden (isShow '0'); child 21 leaves the site (opens in a new tab).
// The Brands entry (2) has no stored children: it lists the brands themselves
// (modules/menu/brands-entry.ts).
import type { MenuItemTable } from '../schema.ts';
import { menuTile } from './artwork/catalog.ts';
import { productTypes } from './product-types.ts';
import type { DemoRows, Row } from './types.ts';

export const MENU_CATEGORY = 'home_page';

type Menu = Row<MenuItemTable>;

function entry(
  id: number,
  parentId: number | null,
  [name, nameEn]: [string, string],
  menuLink: string,
  fileUrl: string,
  sortOrder: number,
  isShow: '0' | '1' = '1',
): Menu {
  return { id, parentId, categoryCode: MENU_CATEGORY, name, nameEn, menuLink, isShow, sortOrder, fileUrl };
}

export const MENU_ID = {
  home: 1,
  brands: 2,
  aero: 3,
  wheels: 4,
  peripherals: 5,
  gallery: 6,
  news: 7,
  about: 8,
  hidden: 9,
} as const;

const top: Menu[] = [
  entry(MENU_ID.home, null, ['首页', 'Home'], '/', '', 1),
  entry(MENU_ID.brands, null, ['品牌', 'Brands'], '/brand/1', menuTile('brands'), 2),
  entry(
    MENU_ID.aero,
    null,
    ['空气动力学套件', 'Aerodynamic Kits'],
    '/aerodynamic-kits',
    menuTile('aero-front'),
    3,
  ),
  entry(MENU_ID.wheels, null, ['轮毂', 'Wheels'], '/wheels', menuTile('wheel-1pc'), 4),
  entry(
    MENU_ID.peripherals,
    null,
    ['周边', 'Accessories'],
    '/peripherals',
    menuTile('peripheral-interior'),
    5,
  ),
  entry(MENU_ID.gallery, null, ['改装案例', 'Gallery'], '/gallery', menuTile('gallery'), 6),
  entry(MENU_ID.news, null, ['企业新闻', 'News'], '/news', menuTile('news'), 7),
  entry(MENU_ID.about, null, ['关于我们', 'About'], '/about', menuTile('about-company'), 8),
  entry(MENU_ID.hidden, null, ['招贤纳士', 'Careers'], '/about', '', 9, '0'),
];

const TYPE_TILE: Record<string, string> = {
  front: 'aero-front',
  side: 'aero-side',
  rear: 'aero-rear',
  wing: 'aero-wing',
  'single-piece': 'wheel-1pc',
  'two-piece': 'wheel-2pc',
  interior: 'peripheral-interior',
  exterior: 'peripheral-exterior',
  care: 'peripheral-care',
};

function children(): Menu[] {
  const rows: Menu[] = [];
  const add = (
    parentId: number,
    names: [string, string],
    link: string,
    fileUrl: string,
    isShow: '0' | '1' = '1',
  ) => {
    const sortOrder = rows.filter((r) => r.parentId === parentId).length + 1;
    rows.push(entry(10 + rows.length, parentId, names, link, fileUrl, sortOrder, isShow));
  };

  for (const type of productTypes) {
    const tile = menuTile(TYPE_TILE[type.slug] ?? 'brands');
    const names: [string, string] = [type.typeName, type.typeNameEn];
    if (type.category === 'aerodynamic-kits') add(MENU_ID.aero, names, `/aerodynamic-kits/${type.id}`, tile);
    if (type.category === 'wheels') add(MENU_ID.wheels, names, `/wheels/${type.slug}`, tile);
    if (type.category === 'peripherals') add(MENU_ID.peripherals, names, `/peripherals/${type.id}`, tile);
  }
  add(MENU_ID.about, ['公司简介', 'Our Story'], '/about', menuTile('about-company'));
  add(MENU_ID.about, ['联系我们', 'Contact Us'], '/about#contact', menuTile('about-contact'));
  add(
    MENU_ID.about,
    ['天猫旗舰店', 'Tmall Flagship Store'],
    'https://example.com/store',
    menuTile('peripheral-care'),
  );
  add(MENU_ID.about, ['售后服务', 'After-sales Service'], '/about#service', menuTile('about-contact'), '0');
  add(MENU_ID.about, ['门店与服务网点', 'Locations'], '/locations', menuTile('about-contact'));
  return rows;
}

/** Top items first, then children, so a parent row always exists before its children. */
export const menuItems: Menu[] = [...top, ...children()];

export const demoRows = { menu_item: menuItems } satisfies DemoRows;
