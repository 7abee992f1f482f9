// A source site with less of the demo, for import tests whose point is not the volume (the test of
// our own server imports all of it): one car in six, with its galleries and programme, the products
// those programmes list and one other in sixteen; about 45 % of the time of the whole demo. Called
// right after the source is made, before anything has read (and cached) its content.
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';

export async function keepLessOfTheDemo(db: Db): Promise<void> {
  await db
    .deleteFrom('car')
    .where(sql<number>`id % 6`, '<>', 1)
    .execute();
  await db
    .deleteFrom('product')
    .where('id', 'not in', db.selectFrom('car_stage_part').select('productId'))
    .where(sql<number>`id % 16`, '<>', 1)
    .execute();
}
