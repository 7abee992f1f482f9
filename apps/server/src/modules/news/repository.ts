import type { NewsDetail, NewsListItem, Paged } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { paginate } from '../../db/paginate.ts';
import type { PageRequest } from '../../db/paginate.ts';
import { rowIsPublished } from '../../db/visibility.ts';

const listColumns = [
  'id',
  'brandId',
  'title',
  'titleEn',
  'tag',
  'tagEn',
  'summary',
  'summaryEn',
  'coverImgUrl',
  'publishDate',
] as const;

export function pageNews(
  db: Db,
  { brandId, ...page }: PageRequest & { brandId?: number | undefined },
): Promise<Paged<NewsListItem>> {
  let query = db.selectFrom('news').select(listColumns).where(rowIsPublished('news'));
  if (brandId !== undefined) query = query.where('brandId', '=', brandId);
  return paginate(query.orderBy('publishDate', 'desc').orderBy('sortOrder').orderBy('id', 'desc'), page);
}

export function findNews(db: Db, id: number): Promise<NewsDetail | undefined> {
  return db
    .selectFrom('news')
    .select([...listColumns, 'content', 'contentEn'])
    .where('id', '=', id)
    .where(rowIsPublished('news'))
    .executeTakeFirst();
}
