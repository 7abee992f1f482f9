// What visitors may see, written once for every query (SPEC section 5): a brand is listed only
// when it is in the menu and published; a car only when it is published and its brand listed.
import { FLAG_ON } from '@refit/contract/rules';
import { sql } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** The condition "this brand row is listed", for queries that join brand under some name. */
export function brandIsListed(table = 'brand') {
  return sql<boolean>`(${sql.ref(`${table}.isShowMenu`)} = ${FLAG_ON} and ${sql.ref(`${table}.publishStatus`)} = ${FLAG_ON})`;
}

/** The condition "this car row is published" (its brand is checked apart). */
export function carIsPublished(table = 'car') {
  return sql<boolean>`${sql.ref(`${table}.publishStatus`)} = ${FLAG_ON}`;
}

/** The brands visitors see. */
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
