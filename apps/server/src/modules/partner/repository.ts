import type { Partner } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { rowIsPublished } from '../../db/visibility.ts';

export function listPartners(db: Db): Promise<Partner[]> {
  return db
    .selectFrom('partner')
    .select(['id', 'partnersName', 'partnersNameEn', 'partnersIconUrl', 'partnersLink'])
    .where(rowIsPublished('partner'))
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
