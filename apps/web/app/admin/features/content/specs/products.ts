import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const productsSpec: ContentTypeSpec = {
  type: 'products',
  ordered: true,
  parent: { type: 'product-types', label: 'productType' },
  sections: [
    {
      title: 'sectionBasics',
      fields: [
        { kind: 'text', key: 'name', en: 'nameEn', label: 'name', maxLength: 100, required: true },
        { kind: 'reference', key: 'typeId', to: 'product-types', label: 'productType' },
        { kind: 'reference', key: 'carId', to: 'cars', label: 'car', nullable: true },
        { kind: 'number', key: 'quantity', label: 'quantity', min: 0 },
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
  ],
  blank: () => ({
    typeId: null,
    carId: null,
    name: '',
    nameEn: '',
    productImgFileUrl: '',
    images: [],
    specs: '',
    specsEn: '',
    quantity: 1,
    description: '',
    descriptionEn: '',
    descriptionDoc: null,
    descriptionDocEn: null,
  }),
};
