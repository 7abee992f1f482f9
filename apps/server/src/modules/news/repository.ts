import type { NewsDetail, NewsListItem, Paged } from '@refit/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { readStoredPage } from '../../db/list-positions.ts';
import type { ListFamily } from '../../db/list-positions.ts';
import { paginate } from '../../db/paginate.ts';
import type { PageRequest } from '../../db/paginate.ts';
import { rowIsPublished } from '../../db/visibility.ts';
import { SEARCH_AND_SHARING_COLUMNS, withSearchAndSharing } from '../../db/search-and-sharing.ts';

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

/** The news list's order: newest first. */
const newsOrder = sql`${sql.ref('publishDate')} desc, ${sql.ref('sortOrder')}, ${sql.ref('id')} desc`;

/** The stored positions of the news lists (db/list-positions.ts): all (`all`) and one brand's (`brand:<id>`). */
export const newsLists: ListFamily = {
  name: 'news',
  positions: (db) => [
    db
      .selectFrom('news')
      .where(rowIsPublished('news'))
      .select([
        sql.lit('all').as('list'),
        sql<number>`row_number() over (order by ${newsOrder})`.as('position'),
        'id as itemId',
      ]),
    db
      .selectFrom('news')
      .where(rowIsPublished('news'))
      .where('brandId', 'is not', null)
      .select([
        sql<string>`${sql.lit('brand:')} || ${sql.ref('brandId')}`.as('list'),
        sql<number>`row_number() over (partition by ${sql.ref('brandId')} order by ${newsOrder})`.as(
          'position',
        ),
        'id as itemId',
      ]),
  ],
};

export function pageNews(
  db: Db,
  { brandId, ...page }: PageRequest & { brandId?: number | undefined },
): Promise<Paged<NewsListItem>> {
  let query = db.selectFrom('news').select('id').where(rowIsPublished('news'));
  if (brandId !== undefined) query = query.where('brandId', '=', brandId);
  const list = brandId === undefined ? 'all' : `brand:${brandId}`;
  return paginate(query.orderBy(newsOrder), page, {
    stored: (offset, limit) => readStoredPage(db, newsLists, list, { offset, limit }),
    // Published still: a story unpublished since its id was read is left out.
    rowsOf: (ids) =>
      db
        .selectFrom('news')
        .select(listColumns)
        .where('id', 'in', ids)
        .where(rowIsPublished('news'))
        .execute(),
  });
}

export async function findNews(db: Db, id: number): Promise<NewsDetail | undefined> {
  const story = await db
    .selectFrom('news')
    .select([...listColumns, 'content', 'contentEn', ...SEARCH_AND_SHARING_COLUMNS])
    .where('id', '=', id)
    .where(rowIsPublished('news'))
    .executeTakeFirst();
  return story && withSearchAndSharing(story);
}
