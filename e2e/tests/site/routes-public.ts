// Every public screen of SPEC section 2, with one seed record for the routes that take an id,
// and the title each shows in Chinese and English. Shared by the route-level browser tests.
import type { Page } from '@playwright/test';

export type Lang = 'zh' | 'en';

export const SITE_NAME: Record<Lang, string> = { zh: '锐界改装', en: 'RUIJIE TUNING' };

export interface PublicRoute {
  path: string;
  /** The screen name after "<site short name> - "; null where the title names the record. */
  screen: Record<Lang, string> | null;
}

const screen = (zh: string, en: string) => ({ zh, en });

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', screen: screen('首页', 'Home') },
  // Car and brand pages show "<site tag> - <name>" once the record is known, product pages
  // "<site short name> - <product name>"; gallery and news pages keep their screen's name.
  { path: '/car/1', screen: null },
  { path: '/brand/1', screen: null },
  // The car list exists as a path without a screen name of its own.
  { path: '/car-list', screen: null },
  { path: '/aerodynamic-kits', screen: screen('空气动力套件', 'Aerodynamic Kits') },
  { path: '/aerodynamic-kits/1', screen: screen('空气动力套件', 'Aerodynamic Kits') },
  { path: '/wheels', screen: screen('轮毂', 'Wheels') },
  { path: '/wheels/5', screen: screen('轮毂', 'Wheels') },
  { path: '/wheels/single-piece', screen: screen('单片式轮毂', 'Single Piece Wheels') },
  { path: '/wheels/two-piece', screen: screen('两片式轮毂', 'Two Piece Wheels') },
  { path: '/product/info/1', screen: null },
  { path: '/peripherals', screen: screen('周边产品', 'Accessories') },
  { path: '/peripherals/7', screen: screen('周边产品', 'Accessories') },
  { path: '/gallery', screen: screen('改装案例', 'Gallery') },
  { path: '/gallery/1', screen: screen('案例详情', 'Gallery Detail') },
  { path: '/news', screen: screen('企业新闻', 'News') },
  { path: '/news/info/1', screen: screen('新闻详情', 'News Detail') },
  { path: '/about', screen: screen('关于我们', 'About Us') },
  { path: '/locations', screen: screen('门店与服务网点', 'Locations') },
];

export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The route's address in one language. */
export function inLanguage(path: string, lang: Lang): string {
  return `${path}${path.includes('?') ? '&' : '?'}l=${lang}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The title a route must show: the exact screen title, or the site name and a dash. */
export function expectedTitle(route: PublicRoute, lang: Lang): RegExp {
  const site = escapeRegExp(SITE_NAME[lang]);
  return route.screen
    ? new RegExp(`^${site} - ${escapeRegExp(route.screen[lang])}$`)
    : new RegExp(`^${site} - \\S`);
}

/**
 * Resolves once React has hydrated the page, so that clicks are handled by the app (client
 * navigation, buttons) rather than by the browser.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
}
