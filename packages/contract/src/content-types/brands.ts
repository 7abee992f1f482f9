import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import type { FormField } from './form.ts';

const slide = [
  { kind: 'image', key: 'slideshowImg', label: 'slideImage', wide: true },
  { kind: 'text', key: 'slideshowTitle', en: 'slideshowTitleEn', label: 'slideTitle', maxLength: 100 },
  {
    kind: 'textarea',
    key: 'slideshowContent',
    en: 'slideshowContentEn',
    label: 'slideText',
    maxLength: 500,
  },
  { kind: 'link', key: 'slideshowLink', label: 'slideLink', wide: true },
] as const satisfies readonly FormField[];

export const brands = {
  type: 'brands',
  label: { zh: '品牌', en: 'Brands' },
  table: 'brand',
  titleColumn: 'brandName',
  page: { address: ITEM_ADDRESSES.brands, tracked: { kind: 'brand', enquirySource: 'titled-page' } },
  media: [{ columns: ['brandIconUrl', 'slideshowJson'] }],
  form: {
    ordered: true,
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          {
            kind: 'text',
            key: 'brandName',
            en: 'brandNameEn',
            label: 'name',
            maxLength: 100,
            required: true,
          },
          { kind: 'text', key: 'slug', label: 'slug', maxLength: 60, required: true, hint: 'slugHint' },
          { kind: 'image', key: 'brandIconUrl', label: 'icon' },
          { kind: 'textarea', key: 'keyword', en: 'keywordEn', label: 'keywords', maxLength: 300 },
          { kind: 'boolean', key: 'showInMenu', label: 'showInMenu', hint: 'showInMenuHint', initial: true },
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
          },
        ],
      },
    ],
  },
} as const satisfies ContentTypeDeclaration;
