import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

export const galleries = {
  type: 'galleries',
  label: { zh: '图库', en: 'Galleries' },
  table: 'car_gallery',
  titleColumn: 'galleryName',
  page: { address: ITEM_ADDRESSES.galleries },
  media: [{ columns: ['coverImgUrl', 'galleryJson'] }],
} as const satisfies ContentTypeDeclaration;
