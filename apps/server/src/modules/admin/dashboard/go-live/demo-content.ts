// Demo items still on the site: a row counts when it has both the id and the title the seed gave
// it, so an item the team renamed (made its own) or replaced no longer does. Menus and the site
// settings are the site's structure rather than demo content and are left out; the settings'
// demo values have items of their own.
import type { ContentType, GoLiveItem } from '@refit/contract/admin';
import { CONTENT_TYPES } from '@refit/contract/admin';
import { contentTypeDeclaration } from '@refit/contract/content-types';
import type { Db } from '../../../../db/connect.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { seedData } from '../../../../db/seed/index.ts';

const NOT_DEMO_CONTENT: readonly ContentType[] = ['menus', 'settings'];

/** The seed's (id, title) pairs of a type, by its declared table and title column. */
function seededTitles(type: ContentType): Map<number, string> {
  const { table, titleColumn } = contentTypeDeclaration(type);
  const rows: readonly object[] = seedData[table as keyof typeof seedData] ?? [];
  const titles = new Map<number, string>();
  for (const row of rows as readonly Record<string, unknown>[]) {
    if (typeof row.id === 'number') titles.set(row.id, String(row[titleColumn]));
  }
  return titles;
}

/** The ids of a type's items that are still the seed's (same id, same title). */
export async function demoItemIds(db: Db, type: ContentType): Promise<number[]> {
  const seeded = seededTitles(type);
  const present = await itemTitles(db, type, [...seeded.keys()]);
  return [...present].filter(([id, title]) => seeded.get(id) === title).map(([id]) => id);
}

/** The content types whose items can be demo content. */
export const DEMO_CONTENT_TYPES = CONTENT_TYPES.filter((type) => !NOT_DEMO_CONTENT.includes(type));

/** Per content type with any, how many of the seed's items are still there. */
export async function pendingDemoContent(db: Db): Promise<GoLiveItem['pending']> {
  const types = DEMO_CONTENT_TYPES;
  const counts = await Promise.all(types.map(async (type) => (await demoItemIds(db, type)).length));
  return types.map((name, index) => ({ name, count: counts[index]! })).filter((entry) => entry.count > 0);
}
