// The items a link can go to, as the link picker lists them and as a typed address names them:
// their titles, the address a link to them takes, and whether visitors can open them.
import type { LinkSearch, LinkSearchQuery, LinkTarget } from '@refit/contract/admin';
import { contentTypeDeclaration } from '@refit/contract/content-types';
import { LINKED_TYPES, linkAddress } from '@refit/contract/content-types/site-links';
import type { LinkedType } from '@refit/contract/content-types/site-links';
import type { Db } from '../../../db/connect.ts';
import { findItemsByTitle, itemHeadings } from '../../../db/content-tables.ts';
import type { ItemHeading } from '../../../db/content-tables.ts';
import { adapterOf } from '../content/adapters/index.ts';

/**
 * The headings as link targets. A type whose address depends on the item (a product type's is in
 * its section) reads each item's document for it; the others fill in the id.
 */
async function targetsOf(db: Db, type: LinkedType, headings: readonly ItemHeading[]): Promise<LinkTarget[]> {
  const page = contentTypeDeclaration(type).page;
  const madeAddress = page !== undefined && 'address' in page && typeof page.address === 'function';
  return Promise.all(
    headings.map(async (heading) => {
      const document = madeAddress ? (await adapterOf(type).readLive(db, heading.id))?.document : undefined;
      return { type, ...heading, address: linkAddress(type, heading.id, document) };
    }),
  );
}

export async function searchLinkTargets(db: Db, query: LinkSearchQuery): Promise<LinkSearch> {
  const types = query.type ? [query.type] : LINKED_TYPES;
  const found = await Promise.all(
    types.map(async (type) => {
      const { items, more } = await findItemsByTitle(db, type, query.q, query.limit);
      return { type, targets: await targetsOf(db, type, items), more };
    }),
  );
  return {
    records: found.flatMap((one) => one.targets),
    more: found.filter((one) => one.more).map((one) => one.type),
  };
}

/** The items of one type that these ids name, by id (an id that names none is left out). */
export async function linkTargets(
  db: Db,
  type: LinkedType,
  ids: readonly number[],
): Promise<Map<number, LinkTarget>> {
  const headings = await itemHeadings(db, type, [...new Set(ids)]);
  const targets = await targetsOf(db, type, [...headings.values()]);
  return new Map(targets.map((target) => [target.id, target]));
}
