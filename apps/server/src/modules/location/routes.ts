// getLocationList: the published workshops and service points in their order (booking-check.ts
// reads the same list for the workshops a booking may name).
import type { ServiceLocation } from '@refit/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { rowIsPublished } from '../../db/visibility.ts';
import { defineCall } from '../../http/define-call.ts';

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

export async function apiRoutes(app: FastifyInstance) {
  defineCall(app, 'getLocationList', () => listLocations(app.db));
}
