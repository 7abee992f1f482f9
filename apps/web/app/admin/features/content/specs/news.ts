import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const newsSpec: ContentTypeSpec = {
  type: 'news',
  ordered: false,
  sections: [
    {
      title: 'sectionBasics',
      fields: [
        { kind: 'text', key: 'title', en: 'titleEn', label: 'title', maxLength: 100, required: true },
        { kind: 'date', key: 'publishDate', label: 'publishDate' },
        { kind: 'reference', key: 'brandId', to: 'brands', label: 'brand', nullable: true },
        { kind: 'text', key: 'tag', en: 'tagEn', label: 'tag', maxLength: 50 },
        { kind: 'textarea', key: 'summary', en: 'summaryEn', label: 'summary', maxLength: 500 },
        { kind: 'image', key: 'coverImgUrl', label: 'cover' },
      ],
    },
    {
      title: 'sectionBody',
      fields: [{ kind: 'richText', key: 'content', en: 'contentEn', label: 'body' }],
    },
  ],
  blank: () => ({
    brandId: null,
    title: '',
    titleEn: '',
    tag: '',
    tagEn: '',
    summary: '',
    summaryEn: '',
    coverImgUrl: '',
    content: '',
    contentEn: '',
    contentDoc: null,
    contentDocEn: null,
    publishDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
  }),
};
