import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

export const news = {
  type: 'news',
  label: { zh: '新闻', en: 'News' },
  table: 'news',
  titleColumn: 'title',
  page: {
    address: ITEM_ADDRESSES.news,
    aliases: ['/news/:id'],
    tracked: { kind: 'news', enquirySource: 'titled-page' },
  },
  media: [{ columns: ['coverImgUrl', 'content', 'contentEn'] }],
} as const satisfies ContentTypeDeclaration;
