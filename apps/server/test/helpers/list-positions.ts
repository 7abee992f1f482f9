// Runs a test's reads from one of the two sources the paged lists answer from (db/list-positions.ts):
// their own queries, or the stored positions. Both must give the same pages.
import { expect } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { readContentVersion } from '../../src/db/content-version.ts';
import { computeListPositions, listPositionStats } from '../../src/db/list-positions.ts';
import { withReadScope } from '../../src/db/read-scope.ts';
import { LIST_FAMILIES } from '../../src/list-families.ts';

export type ListSource = 'queries' | 'positions';
export const LIST_SOURCES: ListSource[] = ['queries', 'positions'];

/** True when every family's positions were computed at the content version the database holds. */
async function positionsCurrent(db: Db): Promise<boolean> {
  const version = await readContentVersion(db);
  const states = await db.selectFrom('list_position_state').select(['family', 'version']).execute();
  return LIST_FAMILIES.every((family) =>
    states.some((state) => state.family === family.name && Number(state.version) === version),
  );
}

/**
 * Runs `work` reading from `source`. Queries: inside a read scope, where stored positions are never
 * used. Positions: after computing them; no read may then have found them out of date (they are still
 * current afterwards), and `work` must have read pages from them unless it reads only filtered lists,
 * which have none (`filtered`).
 */
export async function readingFrom<T>(
  db: Db,
  source: ListSource,
  work: () => Promise<T>,
  { filtered = false } = {},
): Promise<T> {
  if (source === 'queries') return withReadScope(db, work);
  for (const family of LIST_FAMILIES) await computeListPositions(db, family);
  const before = { ...listPositionStats(db) };
  const result = await work();
  expect(await positionsCurrent(db)).toBe(true);
  const after = listPositionStats(db);
  expect(after.notCurrent).toBe(before.notCurrent);
  if (filtered) expect(after.stored).toBe(before.stored);
  else expect(after.stored).toBeGreaterThan(before.stored);
  return result;
}
