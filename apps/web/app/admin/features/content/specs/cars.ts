import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const carsSpec: ContentTypeSpec = {
  type: 'cars',
  ordered: true,
  parent: { type: 'brands', label: 'brand' },
  sections: [
    {
      title: 'sectionBasics',
      fields: [
        { kind: 'text', key: 'carName', en: 'carNameEn', label: 'name', maxLength: 100, required: true },
        { kind: 'reference', key: 'brandId', to: 'brands', label: 'brand' },
        { kind: 'boolean', key: 'featured', label: 'featured' },
        { kind: 'image', key: 'carIcoUrl', label: 'icon' },
        { kind: 'image', key: 'carImgUrl', label: 'picture' },
        { kind: 'text', key: 'carTitles', en: 'carTitlesEn', label: 'subtitle', maxLength: 500 },
        { kind: 'textarea', key: 'keyword', en: 'keywordEn', label: 'keywords', maxLength: 300 },
        { kind: 'url', key: 'videoUrl', label: 'video', hint: 'videoHint', wide: true },
      ],
    },
    {
      title: 'sectionDescription',
      fields: [{ kind: 'richText', key: 'carContents', en: 'carContentsEn', label: 'description' }],
    },
    {
      title: 'sectionProductTypes',
      fields: [
        {
          kind: 'list',
          key: 'productTypes',
          label: 'productTypes',
          itemLabel: 'productType',
          wide: true,
          item: [
            { kind: 'reference', key: 'productTypeId', to: 'product-types', label: 'productType' },
            { kind: 'url', key: 'brochureUrl', label: 'brochure', hint: 'brochureHint' },
            { kind: 'imageList', key: 'configImages', label: 'configImages', wide: true },
          ],
          blank: () => ({ productTypeId: null, configImages: [], brochureUrl: '' }),
        },
      ],
    },
  ],
  blank: () => ({
    brandId: null,
    carName: '',
    carNameEn: '',
    carIcoUrl: '',
    carImgUrl: '',
    carTitles: '',
    carTitlesEn: '',
    carContents: '',
    carContentsEn: '',
    carContentsDoc: null,
    carContentsDocEn: null,
    keyword: '',
    keywordEn: '',
    videoUrl: '',
    featured: false,
    productTypes: [],
  }),
};
