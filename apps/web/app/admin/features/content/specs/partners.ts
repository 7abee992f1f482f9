import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const partnersSpec: ContentTypeSpec = {
  type: 'partners',
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
  blank: () => ({ partnersName: '', partnersNameEn: '', partnersIconUrl: '', partnersLink: '' }),
};
