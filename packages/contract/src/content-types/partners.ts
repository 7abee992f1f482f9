import type { ContentTypeDeclaration } from './declaration.ts';

// Partners appear on the home page and About, not on a page of their own.
export const partners = {
  type: 'partners',
  label: { zh: '合作伙伴', en: 'Partners' },
  table: 'partner',
  titleColumn: 'partnersName',
  media: [{ columns: ['partnersIconUrl'] }],
  form: {
    ordered: true,
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          {
            kind: 'text',
            key: 'partnersName',
            en: 'partnersNameEn',
            label: 'name',
            maxLength: 100,
            required: true,
          },
          { kind: 'image', key: 'partnersIconUrl', label: 'logo' },
          { kind: 'url', key: 'partnersLink', label: 'website', hint: 'websiteHint' },
        ],
      },
    ],
  },
} as const satisfies ContentTypeDeclaration;
