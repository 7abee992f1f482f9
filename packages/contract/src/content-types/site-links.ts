// What an address held by a link of the content shows: one of the site's own pages, an item's page
// (or its place on a page), a file of the site, another site, a mail or phone link, or nothing the
// site has. Read from the content types' declarations and the site's pages (addresses.ts), so no
// address is written out here. Free of zod: the admin judges a typed address with it, and the
// server's link rule (admin/content/fields.ts) is made of it; whether the item an address names
// exists, and is published, is for the server to say from the database.
import { MEDIA_URL_PREFIX } from '../admin/media-kinds.ts';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import type { ProductCategory } from '../constants.ts';
import { STATIC_PREFIX } from '../image-variants.ts';
import {
  CONTROL_CHARACTER,
  hasActiveScheme,
  isHttpAddress,
  isMailOrPhone,
  isSafeAddress,
} from '../rules/addresses.ts';
import { fillAddress, sectionAddress, SITE_PAGES } from './addresses.ts';
import type { ItemAnchor } from './addresses.ts';
import { addressPattern } from './declaration.ts';
import type { ItemPage, ListedPage } from './declaration.ts';
import { contentTypeDeclarations } from './declarations.ts';
import { contentTypeDeclaration, itemAddress } from './index.ts';

type Declared = (typeof contentTypeDeclarations)[number];

/** The content types a link can go to an item of: those with a page each, or a place on one. */
export type LinkedType = Extract<
  Declared,
  { page: { address: unknown } } | { page: { anchor: string } }
>['type'];

/** The site's own pages a link can name: its fixed pages and the catalogue sections. */
export type LinkPage = keyof typeof SITE_PAGES | ProductCategory;

const { home, carList, ...laterPages } = SITE_PAGES;

/** The site's own pages as the picker lists them: home, the car list, the sections, the rest. */
export const LINK_PAGES: readonly { page: LinkPage; address: string }[] = [
  { page: 'home', address: home },
  { page: 'carList', address: carList },
  ...PRODUCT_CATEGORIES.map((category) => ({ page: category, address: sectionAddress(category) })),
  ...Object.entries(laterPages).map(([page, address]) => ({ page: page as LinkPage, address })),
];

type ItemRoute = { type: LinkedType; pattern: RegExp } | { type: LinkedType; page: string; anchor: RegExp };

/** A pattern matching an anchor with a positive id, capturing it. */
function anchorPattern(anchor: ItemAnchor): RegExp {
  const [before, after] = anchor.split(':id') as [string, string];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escape(before)}(\\d{1,9})${escape(after)}$`);
}

/** Every address form of an item: its page, its aliases, the forms a made address takes, its anchor. */
const ITEM_ROUTES: readonly ItemRoute[] = contentTypeDeclarations.flatMap((declaration): ItemRoute[] => {
  const page = 'page' in declaration ? (declaration.page as ItemPage | ListedPage) : undefined;
  const type = declaration.type as LinkedType;
  if (!page) return [];
  if ('fixed' in page)
    return page.anchor ? [{ type, page: page.fixed, anchor: anchorPattern(page.anchor) }] : [];
  const own = typeof page.address === 'string' ? [page.address] : (page.templates ?? []);
  return [...own, ...(page.aliases ?? [])].map((template) => ({ type, pattern: addressPattern(template) }));
});

/** The types a link can name an item of, in the admin's order of types. */
export const LINKED_TYPES: readonly LinkedType[] = [...new Set(ITEM_ROUTES.map((route) => route.type))];

export function isLinkedType(value: string): value is LinkedType {
  return (LINKED_TYPES as readonly string[]).includes(value);
}

/** The address a link to an item takes: its page, or its place on the page of its type. */
export function linkAddress(type: LinkedType, id: number, document: Record<string, unknown> = {}): string {
  const page = contentTypeDeclaration(type).page as ItemPage | ListedPage;
  if ('fixed' in page && page.anchor) return `${page.fixed}#${fillAddress(page.anchor, id)}`;
  return itemAddress(type, id, document) ?? '';
}

/** Why an address cannot be stored as a link at all. */
export type LinkRefusal = 'control' | 'scheme';

export type SiteLink =
  | { kind: 'empty' }
  /** Another site (http or https). */
  | { kind: 'external' }
  | { kind: 'mail' }
  | { kind: 'phone' }
  /** A place on the page the link is on. */
  | { kind: 'anchor' }
  /** A file of the media library or of the site's own files. */
  | { kind: 'file' }
  | { kind: 'page'; page: LinkPage }
  | { kind: 'item'; type: LinkedType; id: number }
  /** A path (or a relative address) that is none of the site's pages. */
  | { kind: 'not-a-page' }
  | { kind: 'refused'; refusal: LinkRefusal };

const pageByAddress = new Map(LINK_PAGES.map((entry) => [entry.address, entry.page]));

/** What a link's address shows; the address is read as it will be stored, trimmed. */
export function siteLink(raw: string): SiteLink {
  const value = raw.trim();
  if (value === '') return { kind: 'empty' };
  if (CONTROL_CHARACTER.test(value)) return { kind: 'refused', refusal: 'control' };
  if (hasActiveScheme(value) || !(isSafeAddress(value) || isMailOrPhone(value))) {
    return { kind: 'refused', refusal: 'scheme' };
  }
  if (isHttpAddress(value)) return { kind: 'external' };
  if (isMailOrPhone(value)) return /^mailto:/i.test(value) ? { kind: 'mail' } : { kind: 'phone' };
  if (value.startsWith('#')) return { kind: 'anchor' };
  // A relative address would lead elsewhere from each page it is on.
  if (!value.startsWith('/')) return { kind: 'not-a-page' };
  const end = value.search(/[?#]/);
  const rawPath = end === -1 ? value : value.slice(0, end);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const hash = value.includes('#') ? value.slice(value.indexOf('#') + 1) : '';
  if (path.startsWith(MEDIA_URL_PREFIX) || path.startsWith(STATIC_PREFIX)) return { kind: 'file' };
  for (const route of ITEM_ROUTES) {
    const match =
      'pattern' in route ? route.pattern.exec(path) : path === route.page && route.anchor.exec(hash);
    const id = match ? Number(match[1]) : 0;
    if (id > 0) return { kind: 'item', type: route.type, id };
  }
  const page = pageByAddress.get(path);
  return page ? { kind: 'page', page } : { kind: 'not-a-page' };
}
