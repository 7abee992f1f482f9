import type { UserTrace } from '@refit/contract';
import type { Db } from '../../db/connect.ts';

export async function saveTrace(db: Db, trace: UserTrace): Promise<void> {
  await db
    .insertInto('user_trace')
    .values({ ...trace, createdAt: new Date().toISOString() })
    .execute();
}
