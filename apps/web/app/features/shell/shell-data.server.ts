// Loads the shell's content on the server (menu, brands, logo, footer texts, partners, common
// script), all calls at once. Each part fails on its own: HTTP failures were already logged by the
// API client, malformed answers are logged here, and the part is left empty (SPEC section 8).
import {
  commonJsContentsSchema,
  copyrightContentsSchema,
  logoContentsSchema,
  platformContentsSchema,
  salesContentsSchema,
} from '@refit/contract';
import type { CommonDataCode, UiLanguage } from '@refit/contract';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api/client.ts';
import { imageUrl } from '../../lib/api/image-url.ts';
import { config } from '../../lib/config.ts';
import { contentLanguage } from '../../lib/i18n/language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import { brandSlug } from './active-brand.ts';
import { isExternalLink, menuHref } from './menu-links.ts';
import type {
  ShellBrand,
  ShellData,
  ShellMenuItem,
  ShellPartner,
  ShellSalesContact,
  ShellSocialLink,
} from './shell-types.ts';

// Lenient shapes: only the fields the shell uses, so another backend's extra or missing
// unrelated fields do not empty a whole list. Ids and sort orders may come as numeric strings.
const idField = z.coerce.number().int().positive();
const sortField = z.coerce.number().catch(0);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const flag = z.union([z.string(), z.number()]).transform(String);

const brandRow = z.object({
  id: idField,
  brandName: z.string(),
  brandNameEn: text,
  brandIconUrl: text,
  isShowMenu: flag,
  publishStatus: flag,
  sortOrder: sortField,
});

const menuRow = z.object({
  id: idField,
  name: z.string(),
  nameEn: text,
  menuLink: text,
  isShow: flag,
  sortOrder: sortField,
  fileUrl: text,
  childList: z.array(z.unknown()).nullish(),
});

const partnerRow = z.object({
  id: idField,
  partnersName: text,
  partnersNameEn: text,
  partnersIconUrl: text,
  partnersLink: text,
});

const fileList = z.array(z.object({ fileUrl: z.string() }));

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Valid rows of a list; a list that is not an array at all counts as malformed. */
function rows<T>(what: string, value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  const valid: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
    else console.error(`shell: skipped a malformed ${what} entry`);
  }
  return valid;
}

const bySortOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/** Shown items only, in sort order, with their own shown subitems. */
export function shapeMenu(value: unknown, lang: UiLanguage): ShellMenuItem[] {
  return rows('menu', value, menuRow)
    .filter((item) => item.isShow === '1')
    .sort(bySortOrder)
    .map((item) => ({
      id: item.id,
      label: pickText(lang, item.name, item.nameEn),
      link: item.menuLink,
      href: menuHref(item.menuLink, item.id),
      external: isExternalLink(item.menuLink),
      icon: imageUrl(item.fileUrl),
      children: item.childList ? shapeMenu(item.childList, lang) : [],
    }));
}

/** Brands shown in the menu and published, in sort order (the server filters too; the rule is the spec's). */
export function shapeBrands(value: unknown, lang: UiLanguage): ShellBrand[] {
  return rows('brand', value, brandRow)
    .filter((brand) => brand.isShowMenu === '1' && brand.publishStatus === '1')
    .sort(bySortOrder)
    .map((brand) => ({
      id: brand.id,
      name: pickText(lang, brand.brandName, brand.brandNameEn),
      slug: brandSlug(brand.brandNameEn),
      icon: imageUrl(brand.brandIconUrl),
    }));
}

export function shapePartners(value: unknown, lang: UiLanguage): ShellPartner[] {
  return rows('partner', value, partnerRow).map((partner) => ({
    id: partner.id,
    name: pickText(lang, partner.partnersName, partner.partnersNameEn),
    icon: imageUrl(partner.partnersIconUrl),
    link: partner.partnersLink,
  }));
}

/** Parses a common-data `contents` string against its shape; malformed contents throw. */
function contents<T>(code: CommonDataCode, raw: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(parseJson(raw));
  if (!parsed.success) throw new Error(`${code} contents are malformed`);
  return parsed.data;
}

export function shapeLogo(raw: string): string {
  return imageUrl(contents('logo_ico', raw, logoContentsSchema)[0]?.fileUrl);
}

export function shapeSales(raw: string, lang: UiLanguage): ShellSalesContact | null {
  const branches = contents('salesperson', raw, salesContentsSchema);
  const own = branches[contentLanguage(lang)];
  const branch = own.num.trim() || own.title.trim() ? own : branches.cn;
  const number = branch.num.trim();
  if (!number && !branch.title.trim()) return null;
  const href = branch.link.trim().toLowerCase().startsWith('tel:')
    ? branch.link.trim()
    : `tel:${number.replace(/[^\d+]/g, '')}`;
  return { title: branch.title.trim(), number, href };
}

export function shapeSocials(raw: string): ShellSocialLink[] {
  return contents('External_platform', raw, platformContentsSchema).map((platform) => {
    const files = fileList.safeParse(parseJson(platform.ico));
    return {
      name: (platform.name ?? '').trim().toLowerCase(),
      icon: files.success ? imageUrl(files.data[0]?.fileUrl) : '',
      link: platform.link.trim(),
    };
  });
}

export function shapeCopyright(raw: string, lang: UiLanguage): string {
  const branches = contents('Copyright_Information', raw, copyrightContentsSchema);
  return pickText(lang, branches.cn, branches.en).trim();
}

export function shapeCommonScript(raw: string): string {
  return contents('common_js', raw, commonJsContentsSchema).script;
}

/** "© 2007-2024 <site>..." when the editors left the copyright out (SPEC section 8). */
export function defaultCopyright(lang: UiLanguage): string {
  return getMessages(lang).shell.copyrightDefault(config.siteShortName[lang]);
}

async function settle<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`shell: ${what} unavailable`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

export async function loadShellData(api: ApiClient, lang: UiLanguage): Promise<ShellData> {
  async function list(call: 'getMenuData' | 'getBrandList' | 'getPartnersList'): Promise<unknown> {
    const body =
      call === 'getMenuData'
        ? await api.call(call, { categoryCode: 'home_page', isQueryChild: true })
        : await api.call(call);
    if (!body || !body.success) throw new Error(body?.message || `${call} answered without success`);
    return body.result;
  }

  async function common<T>(code: CommonDataCode, shape: (raw: string) => T): Promise<T> {
    const body = await api.call('getCommonData', { code });
    if (!body || !body.success || !body.result) {
      throw new Error(body?.message || `${code} answered without success`);
    }
    return shape(body.result.contents);
  }

  const [menu, brands, partners, logo, sales, socials, copyright, commonScript] = await Promise.all([
    settle('menu', async () => shapeMenu(await list('getMenuData'), lang), []),
    settle('brand list', async () => shapeBrands(await list('getBrandList'), lang), []),
    settle('partners', async () => shapePartners(await list('getPartnersList'), lang), []),
    settle('logo', () => common('logo_ico', shapeLogo), ''),
    settle('salesperson', () => common('salesperson', (raw) => shapeSales(raw, lang)), null),
    settle('social links', () => common('External_platform', shapeSocials), []),
    settle('copyright', () => common('Copyright_Information', (raw) => shapeCopyright(raw, lang)), ''),
    settle('common script', () => common('common_js', shapeCommonScript), ''),
  ]);

  return {
    logo,
    menu,
    brands,
    partners,
    sales,
    socials,
    copyright: copyright || defaultCopyright(lang),
    commonScript,
  };
}
