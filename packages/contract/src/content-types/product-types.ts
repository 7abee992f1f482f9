import type { ContentTypeDeclaration } from './declaration.ts';

export const productTypes = {
  type: 'product-types',
  label: { zh: '产品类型', en: 'Product types' },
  table: 'product_type',
  titleColumn: 'typeName',
  // A type's page is in its catalogue section: /aerodynamic-kits/3.
  page: { address: (id, document) => `/${String(document.category)}/${id}` },
  media: [{ columns: ['iconUrl'] }],
} as const satisfies ContentTypeDeclaration;
