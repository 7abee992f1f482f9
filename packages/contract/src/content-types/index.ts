// Every content type, declared once (one file each, `declaration.ts` says what a declaration
// holds). What the site derives from them lives here: the list of types, each item's public
// address, and which item a public path shows. No zod: public pages import this.
import { contentTypeDeclarations, type ContentType } from './declarations.ts';
import { fillAddress } from './addresses.ts';
import {
  addressPattern,
  type AddressTemplate,
  type ContentTypeDeclaration,
  type ItemPage,
  type ListedPage,
} from './declaration.ts';

export * from './addresses.ts';
export * from './declaration.ts';
export * from './declarations.ts';
export * from './form.ts';
export * from './search-and-sharing.ts';

type Declared = (typeof contentTypeDeclarations)[number];
export const CONTENT_TYPES = contentTypeDeclarations.map(
  (declaration) => declaration.type,
) as readonly ContentType[] as readonly [ContentType, ...ContentType[]];

const byType = new Map<string, ContentTypeDeclaration>(
  contentTypeDeclarations.map((declaration) => [declaration.type, declaration]),
);

export function contentTypeDeclaration(type: ContentType): ContentTypeDeclaration {
  return byType.get(type)!;
}

/** Each type's name in one language, as the admin shows it. */
export function contentTypeLabels(lang: 'zh' | 'en'): Record<ContentType, string> {
  return Object.fromEntries(
    contentTypeDeclarations.map((declaration) => [declaration.type, declaration.label[lang]]),
  ) as Record<ContentType, string>;
}

export function isContentType(value: string | undefined): value is ContentType {
  return byType.has(value ?? '');
}

/** Types whose item pages are counted and named by enquiries, and how. */
type TrackedDeclaration = Extract<Declared, { page: { tracked: object } }>;
/** The kinds a public page is counted under: an item's kind, or `page` for every other page. */
export type PageKind = TrackedDeclaration['page']['tracked']['kind'] | 'page';
/** Types without pages whose items each have an enquiry form that names them. */
type EnquiryDeclaration = Extract<Declared, { page: { enquiry: object } }>;
type EnquiryFormKind = EnquiryDeclaration['page']['enquiry']['kind'];

/** The public address of an item, or null when it has no page of its own. */
export function itemAddress(
  type: ContentType,
  id: number,
  document: Record<string, unknown> = {},
): string | null {
  const page = contentTypeDeclaration(type).page;
  if (!page) return null;
  if ('fixed' in page) return page.fixed;
  return typeof page.address === 'function' ? page.address(id, document) : fillAddress(page.address, id);
}

/** The canonical address of an item of a type whose address is a template. */
export function itemPath<T extends ContentType>(type: T, id: number | string): string {
  const page = contentTypeDeclaration(type).page as ItemPage;
  return fillAddress(page.address as AddressTemplate, id);
}

interface TrackedRoute {
  type: ContentType;
  kind: Exclude<PageKind, 'page'> | EnquiryFormKind;
  enquirySource: 'item' | 'titled-page';
  pattern: RegExp;
}

/** The addresses that show or ask about one item: item pages (and their aliases), enquiry forms. */
const TRACKED_ROUTES: readonly TrackedRoute[] = contentTypeDeclarations.flatMap((declaration) => {
  const page = 'page' in declaration ? (declaration.page as ItemPage | ListedPage) : undefined;
  if (page && 'fixed' in page) {
    if (!page.enquiry) return [];
    const { address, kind } = page.enquiry as { address: AddressTemplate; kind: EnquiryFormKind };
    return [{ type: declaration.type, kind, enquirySource: 'item', pattern: addressPattern(address) }];
  }
  if (!page?.tracked || typeof page.address !== 'string') return [];
  const { kind, enquirySource } = page.tracked as TrackedRoute;
  return [page.address, ...(page.aliases ?? [])].map((template) => ({
    type: declaration.type,
    kind,
    enquirySource,
    pattern: addressPattern(template),
  }));
});

export interface PageTarget {
  /** A page's kind; an item's enquiry form (its address has a query, no page view has) its item's. */
  kind: PageKind | EnquiryFormKind;
  /** The content type and item id of an item's page, or null for other pages. */
  type: ContentType | null;
  id: number | null;
  enquirySource: 'item' | 'titled-page' | null;
}

/**
 * What a public path shows: an item of a tracked type (by its address or an alias), the enquiry
 * form about an item (`/about?location=3`), or a page.
 */
export function pageTarget(path: string): PageTarget {
  for (const route of TRACKED_ROUTES) {
    const match = route.pattern.exec(path);
    const id = match ? Number(match[1]) : 0;
    if (id > 0) return { kind: route.kind, type: route.type, id, enquirySource: route.enquirySource };
  }
  return { kind: 'page', type: null, id: null, enquirySource: null };
}

/** The kinds an enquiry's source can be: an item of a type that names itself, or a page. */
export type EnquirySourceKind =
  | Extract<TrackedDeclaration, { page: { tracked: { enquirySource: 'item' } } }>['page']['tracked']['kind']
  | EnquiryFormKind
  | 'page';
export const ENQUIRY_SOURCE_KINDS = [
  ...new Set(TRACKED_ROUTES.filter((route) => route.enquirySource === 'item').map((route) => route.kind)),
  'page',
] as readonly EnquirySourceKind[] as readonly [EnquirySourceKind, ...EnquirySourceKind[]];

/** The pages that show the items of a listed type together (`/locations`), for the sitemap. */
export const LISTED_PAGES: readonly string[] = [
  ...new Set(
    contentTypeDeclarations.flatMap((declaration) => {
      const page = 'page' in declaration ? (declaration.page as ItemPage | ListedPage) : undefined;
      return page && 'fixed' in page ? [page.fixed] : [];
    }),
  ),
];
