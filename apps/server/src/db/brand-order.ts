// The one order of brands on the public site (SPEC section 5: sortOrder ascending), ids breaking
// ties, as the admin's drag reorder sets it. Every public read that lists brands, or lists items
// brand by brand, sorts by this fragment: the menu's Brands entry, the sidebar, the car list, the
// featured list, the galleries and the sitemap all follow the same order.
import { sql } from 'kysely';

/** `order by` terms of the brand order, for queries that name the brand table `table`. */
export function brandOrder(table = 'brand') {
  return sql`${sql.ref(`${table}.sortOrder`)}, ${sql.ref(`${table}.id`)}`;
}
