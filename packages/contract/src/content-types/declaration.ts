// What the whole house knows of a content type, declared once and free of zod so that the public
// pages, the admin and the server can all read it: its table, how its items are titled, its public
// address, whether its pages are counted and name an enquiry's source, which columns can hold a
// media file, and the admin's form. Each type is a plain object `as const satisfies
// ContentTypeDeclaration` (no call, so a page bundles only the declarations it reads). The server checks the table and column names
// against its database type (apps/server/src/db/content-tables.ts), and a test writes a media
// address into every field of every type that can hold one.

import type { ItemAnchor } from './addresses.ts';
import type { ContentForm } from './form.ts';

/** A public address with `:id` where the item's id goes (`/news/info/:id`). */
export type AddressTemplate = `/${string}:id${string}`;

/**
 * Columns that can hold a file address (`/media/12/...`). By default of the type's own table, the
 * item's id in `id`; a place in another table names the column holding its owner's id.
 */
export interface MediaPlace {
  table?: string;
  idColumn?: string;
  columns: readonly string[];
}

export interface ItemPage {
  /** The canonical address, or a function of the document when the address depends on it. */
  address: AddressTemplate | ((id: number, document: Record<string, unknown>) => string);
  /**
   * The forms an address made by a function takes (a product type's in each catalogue section), so
   * that an address can be read back as the item it names.
   */
  templates?: readonly AddressTemplate[];
  /** Older addresses that show the same item (they redirect to the canonical one). */
  aliases?: readonly AddressTemplate[];
  /**
   * How visits and enquiries name the item's page: page views are counted under this kind, and an
   * enquiry sent from it names the item as its source (`item`) or names the page by the item's
   * title (`titled-page`).
   */
  tracked?: { kind: string; enquirySource: 'item' | 'titled-page' };
}

/** Items shown together on one page (the site settings, the locations), with no page of their own. */
export interface ListedPage {
  /** The page that shows the items; the admin's live address and preview of each of them. */
  fixed: string;
  /**
   * The enquiry form about one item, `:id` where its id goes (`/about?location=:id`): an enquiry
   * sent from it names the item as its source, under this kind.
   */
  enquiry?: { address: AddressTemplate; kind: string };
  /** Each item's place on the page (`location-:id`): a link to one item goes to `fixed#anchor`. */
  anchor?: ItemAnchor;
}

export interface ContentTypeDeclaration {
  /** The path segment of the admin's content calls and screens. */
  type: string;
  /** The type's name in both languages, as the admin and reports show it. */
  label: { zh: string; en: string };
  /** The live table and the column that titles an item. */
  table: string;
  titleColumn: string;
  /** One item only (the site settings): no list, create, delete or unpublish. */
  singleton?: boolean;
  /** The item's public page; none for items shown only inside other pages (partners, menus). */
  page?: ItemPage | ListedPage;
  media: readonly MediaPlace[];
  /** How the admin edits it (`form.ts`). */
  form: ContentForm;
}

/** A pattern that matches `template` with a positive id (an optional trailing slash), capturing it. */
export function addressPattern(template: AddressTemplate): RegExp {
  const [before, after] = template.split(':id') as [string, string];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escape(before)}(\\d{1,9})${escape(after)}\\/?$`);
}
