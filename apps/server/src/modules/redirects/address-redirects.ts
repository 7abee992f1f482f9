// Old addresses answered with a permanent redirect: the pages of imported items that could not
// keep the id they had in the backend they came from (decision 0061). The list is small and read
// whole once per content version (every write of it raises the version), so a page request costs
// a lookup in memory, not a query.
import type { Db } from '../../db/connect.ts';
import { isDatabaseUnreachable } from '../../db/database-unreachable.ts';

export interface AddressRedirects {
  /** Where a page address (path and query) now lives, its query kept; undefined when it has not moved. */
  find(url: string): Promise<string | undefined>;
}

export function addressRedirects(db: Db, currentVersion: () => Promise<number>): AddressRedirects {
  let loaded: { version: number; targets: Map<string, string> } | undefined;
  async function targets(): Promise<Map<string, string>> {
    const version = await currentVersion();
    if (loaded?.version !== version) {
      const rows = await db.selectFrom('address_redirect').select(['fromPath', 'toPath']).execute();
      loaded = { version, targets: new Map(rows.map((row) => [row.fromPath, row.toPath])) };
    }
    return loaded.targets;
  }
  return {
    async find(url) {
      const [path = '', query] = url.split(/\?(.*)/s, 2);
      const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
      let found: string | undefined;
      try {
        found = (await targets()).get(trimmed);
      } catch (error) {
        // With the database away, pages are served from the cache or answered 503 further on.
        if (isDatabaseUnreachable(error)) return undefined;
        throw error;
      }
      return found && (query ? `${found}?${query}` : found);
    },
  };
}

/** Records that `fromPath` now lives at `toPath` (inside the transaction that moved the item). */
export async function recordRedirect(trx: Db, fromPath: string, toPath: string): Promise<void> {
  const createdAt = new Date().toISOString();
  await trx
    .insertInto('address_redirect')
    .values({ fromPath, toPath, createdAt })
    .onConflict((conflict) => conflict.column('fromPath').doUpdateSet({ toPath, createdAt }))
    .execute();
}
