import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const galleriesSpec: ContentTypeSpec = {
  type: 'galleries',
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
  ],
  blank: () => ({ carId: null, galleryName: '', galleryNameEn: '', coverImgUrl: '', images: [] }),
};
