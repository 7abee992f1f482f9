import type { ServiceLocation } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { rowIsPublished } from '../../db/visibility.ts';

export function listLocations(db: Db): Promise<ServiceLocation[]> {
  return db
    .selectFrom('location')
    .select([
      'id',
      'name',
      'nameEn',
      'city',
      'cityEn',
      'address',
      'addressEn',
      'openingHours',
      'openingHoursEn',
      'phone',
      'wechatId',
      'photosJson',
      'latitude',
      'longitude',
      'services',
      'servicesEn',
      'sortOrder',
    ])
    .where(rowIsPublished('location'))
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
