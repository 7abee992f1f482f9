import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { SEARCH_AND_SHARING_SECTION } from './search-and-sharing.ts';

export const galleries = {
  type: 'galleries',
  label: { zh: '图库', en: 'Galleries' },
  table: 'car_gallery',
  titleColumn: 'galleryName',
  page: { address: ITEM_ADDRESSES.galleries },
  media: [{ columns: ['coverImgUrl', 'galleryJson', 'shareImgUrl'] }],
  form: {
    ordered: false,
    parent: { type: 'cars', label: 'car' },
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          {
            kind: 'text',
            key: 'galleryName',
            en: 'galleryNameEn',
            label: 'name',
            maxLength: 100,
            required: true,
          },
          { kind: 'reference', key: 'carId', to: 'cars', label: 'car' },
          { kind: 'image', key: 'coverImgUrl', label: 'cover' },
        ],
      },
      {
        title: 'sectionImages',
        fields: [{ kind: 'imageList', key: 'images', label: 'images', wide: true }],
      },
      SEARCH_AND_SHARING_SECTION,
    ],
  },
} as const satisfies ContentTypeDeclaration;
