import { ENQUIRY_ADDRESSES, ITEM_ANCHORS, SITE_PAGES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

/** A millionth of a degree: about 10 cm, finer than any map shows. */
const COORDINATE_STEP = 0.000001;

// The company's workshops and partner service points, shown together on one page. Each one can be
// asked about through About's enquiry form, which then names it as the enquiry's source.
export const locations = {
  type: 'locations',
  label: { zh: '门店与服务网点', en: 'Locations' },
  table: 'location',
  titleColumn: 'name',
  page: {
    fixed: SITE_PAGES.locations,
    enquiry: { address: ENQUIRY_ADDRESSES.locations, kind: 'location' },
    anchor: ITEM_ANCHORS.locations,
  },
  media: [{ columns: ['photosJson'] }],
  form: {
    ordered: true,
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          { kind: 'text', key: 'name', en: 'nameEn', label: 'name', maxLength: 100, required: true },
          { kind: 'text', key: 'city', en: 'cityEn', label: 'city', maxLength: 100, required: true },
          {
            kind: 'text',
            key: 'openingHours',
            en: 'openingHoursEn',
            label: 'openingHours',
            maxLength: 100,
            required: true,
          },
          {
            kind: 'textarea',
            key: 'services',
            en: 'servicesEn',
            label: 'services',
            maxLength: 500,
            hint: 'servicesHint',
          },
        ],
      },
      {
        title: 'sectionVisit',
        fields: [
          { kind: 'text', key: 'address', en: 'addressEn', label: 'address', maxLength: 200, required: true },
          { kind: 'text', key: 'phone', label: 'phone', maxLength: 30, hint: 'phoneHint' },
          { kind: 'text', key: 'wechatId', label: 'wechatId', maxLength: 20 },
          {
            kind: 'number',
            key: 'latitude',
            label: 'latitude',
            min: -90,
            max: 90,
            step: COORDINATE_STEP,
            hint: 'coordinatesHint',
          },
          {
            kind: 'number',
            key: 'longitude',
            label: 'longitude',
            min: -180,
            max: 180,
            step: COORDINATE_STEP,
            hint: 'coordinatesHint',
          },
        ],
      },
      {
        title: 'sectionImages',
        fields: [{ kind: 'imageList', key: 'photos', label: 'photos', wide: true }],
      },
    ],
  },
} as const satisfies ContentTypeDeclaration;
