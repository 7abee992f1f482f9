import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { SEARCH_AND_SHARING_SECTION } from './search-and-sharing.ts';

export const products = {
  type: 'products',
  label: { zh: '产品', en: 'Products' },
  table: 'product',
  titleColumn: 'name',
  page: {
    address: ITEM_ADDRESSES.products,
    aliases: ['/product/:id'],
    tracked: { kind: 'product', enquirySource: 'item' },
  },
  media: [{ columns: ['productImgFileUrl', 'imagesJson', 'description', 'descriptionEn', 'shareImgUrl'] }],
  form: {
    ordered: true,
    parent: { type: 'product-types', label: 'productType' },
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          { kind: 'text', key: 'name', en: 'nameEn', label: 'name', maxLength: 100, required: true },
          { kind: 'reference', key: 'typeId', to: 'product-types', label: 'productType' },
          { kind: 'reference', key: 'carId', to: 'cars', label: 'car', nullable: true },
          { kind: 'number', key: 'quantity', label: 'quantity', min: 0, initial: 1 },
          { kind: 'image', key: 'productImgFileUrl', label: 'picture' },
          { kind: 'textarea', key: 'specs', en: 'specsEn', label: 'specs', maxLength: 5000 },
        ],
      },
      {
        title: 'sectionDescription',
        fields: [{ kind: 'richText', key: 'description', en: 'descriptionEn', label: 'description' }],
      },
      {
        title: 'sectionImages',
        fields: [{ kind: 'imageList', key: 'images', label: 'images', wide: true }],
      },
      SEARCH_AND_SHARING_SECTION,
    ],
  },
} as const satisfies ContentTypeDeclaration;
