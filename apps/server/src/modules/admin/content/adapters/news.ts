// News: one live row each; the body is rich HTML.
import type { NewsDocument } from '@refit/contract/admin';
import { itemTitles } from '../../../../db/content-tables.ts';
import { mustExist } from './references.ts';
import { singleTableAdapter } from './single-table.ts';
import { searchAndSharingOf } from '../../../../db/search-and-sharing.ts';

export const newsAdapter = singleTableAdapter<'news', NewsDocument>({
  type: 'news',
  table: 'news',
  toDocument: (row) => ({
    brandId: row.brandId,
    title: row.title,
    titleEn: row.titleEn,
    tag: row.tag,
    tagEn: row.tagEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    coverImgUrl: row.coverImgUrl,
    content: row.content,
    contentEn: row.contentEn,
    // Live rows hold HTML only: the editor opens it as HTML until it is saved again.
    contentDoc: null,
    contentDocEn: null,
    publishDate: row.publishDate,
    ...searchAndSharingOf(row),
  }),
  toColumns: ({ contentDoc: _doc, contentDocEn: _docEn, ...document }) => ({ ...document }),
  list: (row) => ({ title: row.title, titleEn: row.titleEn, thumbnailUrl: row.coverImgUrl }),
  parent: { column: 'brandId', titles: (db, ids) => itemTitles(db, 'brands', ids) },
  listOrder: 'publishDate',
  richFields: ['content', 'contentEn'],
  checkReferences: (db, document) => mustExist(db, 'brands', document.brandId, 'brandId'),
});
