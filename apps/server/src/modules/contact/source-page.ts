// The page an enquiry was sent from: what it shows is worked out from its path by the content
// types' addresses, and its title read from the catalogue; the browser only names the path.
import { pageTarget, type EnquirySourceKind } from '@refit/contract/content-types';
import type { Db } from '../../db/connect.ts';
import { itemTitles } from '../../db/content-tables.ts';

export interface EnquirySource {
  kind: EnquirySourceKind;
  id: number | null;
  path: string;
  title: string;
}

/** Titles of the site's fixed pages (Chinese first, as the admin shows them). */
const PAGE_TITLES: Record<string, string> = {
  '/': '首页',
  '/about': '关于我们',
  '/car-list': '车型列表',
  '/gallery': '改装案例',
  '/news': '新闻',
  '/aerodynamic-kits': '空气动力套件',
  '/wheels': '轮毂',
  '/peripherals': '周边产品',
};

export async function resolveSource(db: Db, path: string | undefined): Promise<EnquirySource> {
  if (!path) return { kind: 'page', id: null, path: '', title: '' };
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const target = pageTarget(normalised);
  if (target.type === null || target.id === null) {
    return { kind: 'page', id: null, path, title: PAGE_TITLES[normalised] ?? '' };
  }
  const title = (await itemTitles(db, target.type, [target.id])).get(target.id);
  // An item the source names must exist; a page named by its item's title is still a page.
  if (target.enquirySource === 'item' && title !== undefined) {
    return { kind: target.kind as EnquirySourceKind, id: target.id, path, title };
  }
  return { kind: 'page', id: null, path, title: title ?? '' };
}
