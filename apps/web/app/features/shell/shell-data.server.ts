// Loads the shell's content on the server (menu, brands, logo, footer texts, partners, common
// script), all calls at once. Each part fails on its own (SPEC section 8): the API client has
// logged HTTP failures and skipped malformed list entries, malformed contents are reported here,
// and the part is left empty.
import {
  commonJsContentsSchema,
  copyrightContentsSchema,
  platformContentsSchema,
  siteInfoContentsSchema,
} from '@refit/contract';
import type { CommonDataCode, MenuItem, Partner, UiLanguage } from '@refit/contract';
import type { MenuBrand } from '@refit/contract/in-process';
import { byListOrder, isBrandListed, isMenuItemShown } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { readContents } from '../../lib/api/common-contents.server.ts';
import { menuBrands } from '../../lib/api/menu-brands.server.ts';
import { shapeSales } from '../../lib/api/sales-contact.server.ts';
import { shapeWechatQr } from '../../lib/api/wechat-qr.server.ts';
import { NO_WECHAT_QR } from '../../lib/contact/wechat-qr.ts';
import { imageUrl, imageUrlList } from '../../lib/api/image-url.ts';
import { settle } from '../../lib/api/settle.ts';
import { config } from '../../lib/config.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import { brandSlug } from '../../lib/brand-slug.ts';
import { isExternalLink, menuHref } from './header/menu-links.ts';
import { NO_FILINGS } from './shell-types.ts';
import type {
  ShellBrand,
  ShellData,
  ShellFilings,
  ShellMenuItem,
  ShellPartner,
  ShellSocialLink,
} from './shell-types.ts';

/** Shown items only, in sort order, with their own shown subitems. */
export function shapeMenu(items: readonly MenuItem[], lang: UiLanguage): ShellMenuItem[] {
  return items
    .filter(isMenuItemShown)
    .sort(byListOrder)
    .map((item) => ({
      id: item.id,
      label: pickText(lang, item.name, item.nameEn),
      link: item.menuLink,
      href: menuHref(item.menuLink, item.id),
      external: isExternalLink(item.menuLink),
      icon: imageUrl(item.fileUrl),
      children: shapeMenu(item.childList, lang),
    }));
}

/** Brands shown in the menu and published, in sort order (the server filters and sorts too; the rules are the spec's). */
export function shapeBrands(brands: readonly MenuBrand[], lang: UiLanguage): ShellBrand[] {
  return brands
    .filter(isBrandListed)
    .sort(byListOrder)
    .map((brand) => ({
      id: brand.id,
      name: pickText(lang, brand.brandName, brand.brandNameEn),
      slug: brandSlug(brand),
      icon: imageUrl(brand.brandIconUrl),
    }));
}

export function shapePartners(partners: readonly Partner[], lang: UiLanguage): ShellPartner[] {
  return partners.map((partner) => ({
    id: partner.id,
    name: pickText(lang, partner.partnersName, partner.partnersNameEn),
    icon: imageUrl(partner.partnersIconUrl),
    link: partner.partnersLink,
  }));
}

/** logo_ico holds a `[{ fileUrl }]` list; the first picture is the logo. */
export function shapeLogo(raw: string): string {
  return imageUrlList(raw)[0] ?? '';
}

/** The salesperson contact of the footer (also used by the About page). */
export function shapeSocials(raw: string): ShellSocialLink[] {
  return readContents('External_platform', raw, platformContentsSchema).map((platform) => ({
    name: (platform.name ?? '').trim().toLowerCase(),
    icon: imageUrlList(platform.ico)[0] ?? '',
    link: platform.link.trim(),
  }));
}

export function shapeCopyright(raw: string, lang: UiLanguage): string {
  const branches = readContents('Copyright_Information', raw, copyrightContentsSchema);
  return pickText(lang, branches.cn, branches.en).trim();
}

/** The ICP register: one address for every number (it has no per-number page). */
export const ICP_REGISTER_URL = 'https://beian.miit.gov.cn/';
const PSB_REGISTER_URL = 'https://beian.mps.gov.cn/#/query/webSearch?code=';

/**
 * The filing numbers of site_info. The public-security register's entry is found by the
 * number's digits (沪公网安备 31010402000001号 -> 31010402000001); a number without digits is
 * shown without a link, since its register entry cannot be named.
 */
export function shapeFilings(raw: string): ShellFilings {
  const info = readContents('site_info', raw, siteInfoContentsSchema);
  const icp = info.icpNumber.trim();
  const psb = info.psbNumber.trim();
  const psbCode = psb.replace(/\D/g, '');
  return {
    icp: icp ? { number: icp, href: ICP_REGISTER_URL } : null,
    psb: psb ? { number: psb, href: psbCode ? `${PSB_REGISTER_URL}${psbCode}` : '' } : null,
  };
}

export function shapeCommonScript(raw: string): string {
  return readContents('common_js', raw, commonJsContentsSchema).script;
}

/** "© 2007-2024 <site>..." when the editors left the copyright out (SPEC section 8). */
export function defaultCopyright(lang: UiLanguage): string {
  return getMessages(lang).shell.copyrightDefault(config.siteShortName[lang]);
}

export async function loadShellData(api: Api, lang: UiLanguage): Promise<ShellData> {
  const log = api.log;
  async function common<T>(code: CommonDataCode, shape: (raw: string) => T): Promise<T> {
    return shape((await api.getCommonData({ code })).contents);
  }

  const [
    menu,
    brands,
    partners,
    logo,
    sales,
    socials,
    wechatQr,
    copyright,
    filings,
    commonScript,
    focalPoints,
  ] = await Promise.all([
    settle(
      log,
      'shell: menu',
      async () => shapeMenu(await api.getMenuData({ categoryCode: 'home_page', isQueryChild: true }), lang),
      [],
    ),
    settle(log, 'shell: brand list', async () => shapeBrands(await menuBrands(api), lang), []),
    settle(log, 'shell: partners', async () => shapePartners(await api.getPartnersList(), lang), []),
    settle(log, 'shell: logo', () => common('logo_ico', shapeLogo), ''),
    settle(log, 'shell: salesperson', () => common('salesperson', (raw) => shapeSales(raw, lang)), null),
    settle(log, 'shell: social links', () => common('External_platform', shapeSocials), []),
    settle(
      log,
      'shell: WeChat QR codes',
      async () => shapeWechatQr((await api.getCommonData({ code: 'wechat_qr' })).contents, log),
      NO_WECHAT_QR,
    ),
    settle(
      log,
      'shell: copyright',
      () => common('Copyright_Information', (raw) => shapeCopyright(raw, lang)),
      '',
    ),
    settle(log, 'shell: filing numbers', () => common('site_info', shapeFilings), NO_FILINGS),
    settle(log, 'shell: common script', () => common('common_js', shapeCommonScript), ''),
    // In-process only: over HTTP the public calls do not carry focal points, and pictures stay centred.
    settle(log, 'shell: focal points', async () => (await api.inProcess?.focalPoints()) ?? {}, {}),
  ]);

  return {
    logo,
    menu,
    brands,
    partners,
    sales,
    socials,
    wechatQr,
    copyright: copyright || defaultCopyright(lang),
    filings,
    commonScript,
    focalPoints,
  };
}
