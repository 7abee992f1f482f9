// The page an enquiry was sent from: what it shows is worked out from its path by the site's route
// table, and its title read from the catalogue; the browser only names the path.
import type { EnquirySourceKind } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { pageTarget } from '../../http/page-path.ts';

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
  const page = (title: string): EnquirySource => ({ kind: 'page', id: null, path, title });
  switch (target.kind) {
    case 'car': {
      const car = await db
        .selectFrom('car')
        .select('carName')
        .where('id', '=', target.id!)
        .executeTakeFirst();
      return car ? { kind: 'car', id: target.id, path, title: car.carName } : page('');
    }
    case 'product': {
      const product = await db
        .selectFrom('product')
        .select('name')
        .where('id', '=', target.id!)
        .executeTakeFirst();
      return product ? { kind: 'product', id: target.id, path, title: product.name } : page('');
    }
    case 'brand': {
      const brand = await db
        .selectFrom('brand')
        .select('brandName')
        .where('id', '=', target.id!)
        .executeTakeFirst();
      return page(brand?.brandName ?? '');
    }
    case 'news': {
      const news = await db
        .selectFrom('news')
        .select('title')
        .where('id', '=', target.id!)
        .executeTakeFirst();
      return page(news?.title ?? '');
    }
    default:
      return page(PAGE_TITLES[normalised] ?? '');
  }
}
