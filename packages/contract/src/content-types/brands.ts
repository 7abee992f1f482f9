import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

export const brands = {
  type: 'brands',
  label: { zh: '品牌', en: 'Brands' },
  table: 'brand',
  titleColumn: 'brandName',
  page: { address: ITEM_ADDRESSES.brands, tracked: { kind: 'brand', enquirySource: 'titled-page' } },
  media: [{ columns: ['brandIconUrl', 'slideshowJson'] }],
} as const satisfies ContentTypeDeclaration;
