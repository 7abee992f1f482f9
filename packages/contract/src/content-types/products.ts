import { FITMENT_LIMITS, WHEEL_SIZE_NUMBERS } from '../rules/fitment.ts';
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
      {
        // Wheels only (the server refuses fitment on a product of another category): each size a
        // row, then the car models it fits. Sizes are numbers; the page writes their units.
        title: 'sectionFitment',
        fields: [
          {
            kind: 'list',
            key: 'wheelSizes',
            label: 'wheelSizes',
            hint: 'wheelSizesHint',
            itemLabel: 'wheelSize',
            wide: true,
            item: [
              {
                kind: 'select',
                key: 'axle',
                label: 'axle',
                options: [
                  { value: 'both', label: 'axleBoth' },
                  { value: 'front', label: 'axleFront' },
                  { value: 'rear', label: 'axleRear' },
                ],
              },
              { kind: 'number', key: 'diameterIn', label: 'diameterIn', ...WHEEL_SIZE_NUMBERS.diameterIn },
              { kind: 'number', key: 'widthJ', label: 'widthJ', ...WHEEL_SIZE_NUMBERS.widthJ },
              { kind: 'number', key: 'offsetMm', label: 'offsetMm', ...WHEEL_SIZE_NUMBERS.offsetMm },
              {
                kind: 'text',
                key: 'boltPattern',
                label: 'boltPattern',
                hint: 'boltPatternHint',
                maxLength: 9,
                required: true,
              },
              {
                kind: 'number',
                key: 'centreBoreMm',
                label: 'centreBoreMm',
                ...WHEEL_SIZE_NUMBERS.centreBoreMm,
              },
            ],
          },
          {
            kind: 'list',
            key: 'fitCars',
            label: 'fitCars',
            hint: 'fitCarsHint',
            itemLabel: 'fitCar',
            item: [{ kind: 'reference', key: 'carId', to: 'cars', label: 'car' }],
          },
          {
            kind: 'textarea',
            key: 'fitmentNote',
            en: 'fitmentNoteEn',
            label: 'fitmentNote',
            hint: 'fitmentNoteHint',
            maxLength: FITMENT_LIMITS.note,
          },
        ],
      },
      SEARCH_AND_SHARING_SECTION,
    ],
  },
} as const satisfies ContentTypeDeclaration;
