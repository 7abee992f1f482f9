import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { SEARCH_AND_SHARING_SECTION } from './search-and-sharing.ts';

export const cars = {
  type: 'cars',
  label: { zh: '车型', en: 'Cars' },
  table: 'car',
  titleColumn: 'carName',
  page: { address: ITEM_ADDRESSES.cars, tracked: { kind: 'car', enquirySource: 'item' } },
  media: [
    { columns: ['carIcoUrl', 'carImgUrl', 'carContents', 'carContentsEn', 'videoUrl', 'shareImgUrl'] },
    // A car's product types (its configuration pictures and slides) are edited with the car.
    { table: 'car_product_type', idColumn: 'carId', columns: ['slideshowJson', 'moMaUrl'] },
  ],
  form: {
    ordered: true,
    parent: { type: 'brands', label: 'brand' },
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          { kind: 'text', key: 'carName', en: 'carNameEn', label: 'name', maxLength: 100, required: true },
          { kind: 'reference', key: 'brandId', to: 'brands', label: 'brand' },
          { kind: 'boolean', key: 'featured', label: 'featured' },
          { kind: 'image', key: 'carIcoUrl', label: 'icon', hint: 'carIconHint' },
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
          },
        ],
      },
      SEARCH_AND_SHARING_SECTION,
    ],
  },
} as const satisfies ContentTypeDeclaration;
