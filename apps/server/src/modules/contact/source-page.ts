// The page an enquiry was sent from: what it shows is worked out from its path by the content
// types' addresses, and its title read from the catalogue; the browser only names the path.
import { ENQUIRY_WORDS } from '@refit/contract/admin/enquiry-words';
import { pageTarget, type EnquirySourceKind } from '@refit/contract/content-types';
import type { Db } from '../../db/connect.ts';
import { itemTitles } from '../../db/content-tables.ts';

export interface EnquirySource {
  kind: EnquirySourceKind;
  id: number | null;
  path: string;
  title: string;
}

export async function resolveSource(db: Db, path: string | undefined): Promise<EnquirySource> {
  if (!path) return { kind: 'page', id: null, path: '', title: '' };
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const target = pageTarget(normalised);
  if (target.type === null || target.id === null) {
    // A fixed page's name is stored in Chinese; the admin and its export name it in their language.
    const pages: Partial<Record<string, string>> = ENQUIRY_WORDS.zh.pages;
    return { kind: 'page', id: null, path, title: pages[normalised] ?? '' };
  }
  const title = (await itemTitles(db, target.type, [target.id])).get(target.id);
  // An item the source names must exist; a page named by its item's title is still a page.
  if (target.enquirySource === 'item' && title !== undefined) {
    return { kind: target.kind as EnquirySourceKind, id: target.id, path, title };
  }
  return { kind: 'page', id: null, path, title: title ?? '' };
}
