import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { SEARCH_AND_SHARING_SECTION } from './search-and-sharing.ts';

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
  media: [{ columns: ['coverImgUrl', 'content', 'contentEn', 'shareImgUrl'] }],
  form: {
    ordered: false,
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          { kind: 'text', key: 'title', en: 'titleEn', label: 'title', maxLength: 100, required: true },
          { kind: 'date', key: 'publishDate', label: 'publishDate' },
          { kind: 'reference', key: 'brandId', to: 'brands', label: 'brand', nullable: true },
          { kind: 'text', key: 'tag', en: 'tagEn', label: 'tag', maxLength: 100 },
          { kind: 'textarea', key: 'summary', en: 'summaryEn', label: 'summary', maxLength: 500 },
          { kind: 'image', key: 'coverImgUrl', label: 'cover' },
        ],
      },
      {
        title: 'sectionBody',
        fields: [{ kind: 'richText', key: 'content', en: 'contentEn', label: 'body' }],
      },
      SEARCH_AND_SHARING_SECTION,
    ],
  },
} as const satisfies ContentTypeDeclaration;
