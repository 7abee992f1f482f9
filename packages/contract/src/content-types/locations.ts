import { ENQUIRY_ADDRESSES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';

// The company's workshops and partner service points, shown together on one page. Each one can be
// asked about through About's enquiry form, which then names it as the enquiry's source.
export const locations = {
  type: 'locations',
  label: { zh: '门店与服务网点', en: 'Locations' },
  table: 'location',
  titleColumn: 'name',
  page: { fixed: '/locations', enquiry: { address: ENQUIRY_ADDRESSES.locations, kind: 'location' } },
  media: [{ columns: ['photosJson'] }],
} as const satisfies ContentTypeDeclaration;
