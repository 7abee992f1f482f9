import type { Partner } from '@refit/contract';
import type { Db } from '../../db/connect.ts';

export function listPartners(db: Db): Promise<Partner[]> {
  return db
    .selectFrom('partner')
    .select(['id', 'partnersName', 'partnersNameEn', 'partnersIconUrl', 'partnersLink'])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
