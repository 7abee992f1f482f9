import { PRODUCT_CATEGORIES } from '../constants.ts';
import type { ProductCategory } from '../constants.ts';
import { sectionAddress } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

export const productTypes = {
  type: 'product-types',
  label: { zh: '产品类型', en: 'Product types' },
  table: 'product_type',
  titleColumn: 'typeName',
  // A type's page is in its catalogue section: /aerodynamic-kits/3.
  page: {
    address: (id, document) => `${sectionAddress(document.category as ProductCategory)}/${id}`,
    templates: PRODUCT_CATEGORIES.map((category) => `${sectionAddress(category)}/:id` as const),
  },
  media: [{ columns: ['iconUrl'] }],
  form: {
    ordered: true,
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          { kind: 'text', key: 'typeName', en: 'typeNameEn', label: 'name', maxLength: 100, required: true },
          {
            kind: 'select',
            key: 'category',
            label: 'category',
            options: [
              { value: 'aerodynamic-kits', label: 'categoryAerodynamicKits' },
              { value: 'wheels', label: 'categoryWheels' },
              { value: 'peripherals', label: 'categoryPeripherals' },
            ],
          },
          { kind: 'text', key: 'slug', label: 'slug', maxLength: 60, hint: 'slugHint' },
          { kind: 'image', key: 'iconUrl', label: 'icon' },
        ],
      },
    ],
  },
} as const satisfies ContentTypeDeclaration;
