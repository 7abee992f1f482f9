import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

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
  media: [{ columns: ['productImgFileUrl', 'imagesJson', 'description', 'descriptionEn'] }],
} as const satisfies ContentTypeDeclaration;
