// What visitors may see, written once for every query (SPEC section 5): a brand is listed only
// when it is in the menu and published; a car only when it is published and its brand listed.
import type { ContentNotShownReason } from '@refit/contract/admin';
import { FLAG_ON } from '@refit/contract/rules';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/**
 * What a published brand needs besides being published to be listed, by the reason the admin
 * names when it is missing (a brand is listed when it is published and meets all of these).
 */
const BRAND_SHOWN_WHEN: Record<ContentNotShownReason, (table: string) => RawBuilder<boolean>> = {
  'hidden-from-menu': (table) => sql<boolean>`${sql.ref(`${table}.isShowMenu`)} = ${FLAG_ON}`,
};

function brandIsPublished(table: string) {
  return sql<boolean>`${sql.ref(`${table}.publishStatus`)} = ${FLAG_ON}`;
}

/** The condition "this brand row is listed", for queries that join brand under some name. */
export function brandIsListed(table = 'brand') {
  const conditions = [brandIsPublished(table), ...Object.values(BRAND_SHOWN_WHEN).map((when) => when(table))];
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * Why visitors do not see each published brand of `ids`: the conditions of brandIsListed it misses
 * (none when it is listed). Unpublished brands are left out: their status says it already.
 */
export async function brandsNotShownBecause(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ContentNotShownReason[]>> {
  const reasons = Object.keys(BRAND_SHOWN_WHEN) as ContentNotShownReason[];
  const answer = new Map<number, ContentNotShownReason[]>();
  if (ids.length === 0) return answer;
  const rows = await db
    .selectFrom('brand')
    .select('id')
    .select(
      reasons.map((reason) =>
        // 1 when the condition is missing: a number on SQLite and PostgreSQL alike.
        sql<number>`case when ${BRAND_SHOWN_WHEN[reason]('brand')} then 0 else 1 end`.as(reason),
      ),
    )
    .where('id', 'in', [...ids])
    .where(brandIsPublished('brand'))
    .execute();
  for (const row of rows) {
    const values = row as unknown as Record<ContentNotShownReason, number>;
    answer.set(
      row.id,
      reasons.filter((reason) => Number(values[reason]) === 1),
    );
  }
  return answer;
}

/** The condition "this car row is published" (its brand is checked apart). */
export function carIsPublished(table = 'car') {
  return sql<boolean>`${sql.ref(`${table}.publishStatus`)} = ${FLAG_ON}`;
}

/** The brands visitors see (in no order: brand-order.ts has theirs). */
export function visibleBrands(db: Db) {
  return db.selectFrom('brand').where(brandIsListed());
}

/** Published cars of listed brands, joined with their brand. */
export function visibleCars(db: Db) {
  return db
    .selectFrom('car')
    .innerJoin('brand', 'brand.id', 'car.brandId')
    .where(carIsPublished())
    .where(brandIsListed());
}

/** Tables with a publish flag whose rows have no other rule (brand and car have more, above). */
export type OwnFlagTable = Exclude<
  { [T in keyof Database]: Database[T] extends { publishStatus: unknown } ? T : never }[keyof Database],
  'brand' | 'car'
>;

/** The condition "this row is published", for the content tables whose only rule is their own flag. */
export function rowIsPublished(table: OwnFlagTable) {
  return sql<boolean>`${sql.ref(`${table}.publishStatus`)} = ${FLAG_ON}`;
}
