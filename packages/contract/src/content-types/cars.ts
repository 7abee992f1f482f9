import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

export const cars = {
  type: 'cars',
  label: { zh: '车型', en: 'Cars' },
  table: 'car',
  titleColumn: 'carName',
  page: { address: ITEM_ADDRESSES.cars, tracked: { kind: 'car', enquirySource: 'item' } },
  media: [
    { columns: ['carIcoUrl', 'carImgUrl', 'carContents', 'carContentsEn', 'videoUrl'] },
    // A car's product types (its configuration pictures and slides) are edited with the car.
    { table: 'car_product_type', idColumn: 'carId', columns: ['slideshowJson', 'moMaUrl'] },
  ],
} as const satisfies ContentTypeDeclaration;
