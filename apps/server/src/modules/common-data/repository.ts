import type { CommonData } from '@refit/contract';
import type { Db } from '../../db/connect.ts';

export function findCommonData(db: Db, code: string): Promise<CommonData | undefined> {
  return db
    .selectFrom('common_data')
    .select(['code', 'contents'])
    .where('code', '=', code)
    .executeTakeFirst();
}
