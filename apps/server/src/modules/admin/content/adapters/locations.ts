// Locations: one live row each (photos as the photosJson file list), nothing depends on them.
import type { LocationDocument } from '@refit/contract/admin';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import { singleTableAdapter } from './single-table.ts';

export const locationsAdapter = singleTableAdapter<'location', LocationDocument>({
  type: 'locations',
  table: 'location',
  toDocument: (row) => ({
    name: row.name,
    nameEn: row.nameEn,
    city: row.city,
    cityEn: row.cityEn,
    address: row.address,
    addressEn: row.addressEn,
    openingHours: row.openingHours,
    openingHoursEn: row.openingHoursEn,
    phone: row.phone,
    wechatId: row.wechatId,
    photos: urlsFromFileList(row.photosJson),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    services: row.services,
    servicesEn: row.servicesEn,
  }),
  toColumns: ({ photos, ...document }) => ({ ...document, photosJson: fileListFromUrls(photos) }),
  list: (row) => ({
    title: row.name,
    titleEn: row.nameEn,
    thumbnailUrl: urlsFromFileList(row.photosJson)[0] ?? '',
  }),
});
