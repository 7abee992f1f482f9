import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const productTypesSpec: ContentTypeSpec = {
  type: 'product-types',
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
  blank: () => ({ category: 'aerodynamic-kits', slug: '', typeName: '', typeNameEn: '', iconUrl: '' }),
};
