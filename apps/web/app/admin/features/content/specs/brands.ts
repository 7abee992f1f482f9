import type { ContentTypeSpec, FieldSpec } from '../fields/field-spec.ts';

const slide: readonly FieldSpec[] = [
  { kind: 'image', key: 'slideshowImg', label: 'slideImage', wide: true },
  { kind: 'text', key: 'slideshowTitle', en: 'slideshowTitleEn', label: 'slideTitle', maxLength: 100 },
  {
    kind: 'textarea',
    key: 'slideshowContent',
    en: 'slideshowContentEn',
    label: 'slideText',
    maxLength: 500,
  },
  { kind: 'url', key: 'slideshowLink', label: 'slideLink', wide: true },
];

export const brandsSpec: ContentTypeSpec = {
  type: 'brands',
  ordered: true,
  sections: [
    {
      title: 'sectionBasics',
      fields: [
        { kind: 'text', key: 'brandName', en: 'brandNameEn', label: 'name', maxLength: 100, required: true },
        { kind: 'text', key: 'slug', label: 'slug', maxLength: 60, required: true, hint: 'slugHint' },
        { kind: 'image', key: 'brandIconUrl', label: 'icon' },
        { kind: 'textarea', key: 'keyword', en: 'keywordEn', label: 'keywords', maxLength: 300 },
        { kind: 'boolean', key: 'showInMenu', label: 'showInMenu', hint: 'showInMenuHint' },
      ],
    },
    {
      title: 'sectionSlides',
      fields: [
        {
          kind: 'list',
          key: 'slides',
          label: 'slides',
          itemLabel: 'slide',
          item: slide,
          wide: true,
          blank: () => ({
            slideshowImg: '',
            slideshowLink: '',
            slideshowTitle: '',
            slideshowTitleEn: '',
            slideshowContent: '',
            slideshowContentEn: '',
          }),
        },
      ],
    },
  ],
  blank: () => ({
    slug: '',
    brandName: '',
    brandNameEn: '',
    brandIconUrl: '',
    keyword: '',
    keywordEn: '',
    showInMenu: true,
    slides: [],
  }),
};
