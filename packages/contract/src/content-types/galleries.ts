import { BUILD_STORY_LIMITS } from '../rules/build-story.ts';
import { ITEM_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import { SEARCH_AND_SHARING_SECTION } from './search-and-sharing.ts';

export const galleries = {
  type: 'galleries',
  label: { zh: '图库', en: 'Galleries' },
  table: 'car_gallery',
  titleColumn: 'galleryName',
  page: { address: ITEM_ADDRESSES.galleries },
  media: [
    {
      columns: [
        'coverImgUrl',
        'galleryJson',
        'story',
        'storyEn',
        'beforeImgUrl',
        'afterImgUrl',
        'shareImgUrl',
      ],
    },
  ],
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
      {
        // The build story (decision 0067): what was done, told in the editor's rich text.
        title: 'sectionStory',
        fields: [{ kind: 'richText', key: 'story', en: 'storyEn', label: 'story' }],
      },
      {
        // The parts used, in order, as a car programme's stage lists them.
        title: 'sectionParts',
        fields: [
          {
            kind: 'list',
            key: 'parts',
            label: 'partsUsed',
            itemLabel: 'part',
            wide: true,
            item: [{ kind: 'reference', key: 'productId', to: 'products', label: 'product' }],
          },
        ],
      },
      {
        // Two pictures of the same view, compared on the page with a slider.
        title: 'sectionBeforeAfter',
        fields: [
          { kind: 'image', key: 'beforeImgUrl', label: 'beforePicture', hint: 'beforeAfterHint' },
          { kind: 'image', key: 'afterImgUrl', label: 'afterPicture' },
          {
            kind: 'text',
            key: 'beforeCaption',
            en: 'beforeCaptionEn',
            label: 'beforeCaption',
            hint: 'captionHint',
            maxLength: BUILD_STORY_LIMITS.caption,
          },
          {
            kind: 'text',
            key: 'afterCaption',
            en: 'afterCaptionEn',
            label: 'afterCaption',
            maxLength: BUILD_STORY_LIMITS.caption,
          },
        ],
      },
      SEARCH_AND_SHARING_SECTION,
    ],
  },
} as const satisfies ContentTypeDeclaration;
