// The menu's Brands entry lists the brands themselves (modules/menu/brands-entry.ts): the menu
// items stored under it, which copied the brands with an order of their own, are no longer read.
// They go, with their drafts and history, so the admin's menu list holds only what the site shows.
// The Brands entry is a top-level item linking to a brand page; the rule is written out here as it
// stood, so this step does the same whatever the code does later. The content version is raised so
// every process's caches drop the menu they hold. Going down does not bring the items back: the
// brands they copied are still there.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const BRAND_PAGE_PATH = /^\/brand(\/[^/]+)?$/;

function isBrandPageLink(link: string): boolean {
  const path = (link.trim().split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1');
  return BRAND_PAGE_PATH.test(path);
}

interface MenuRow {
  id: number;
  parentId: number | null;
  menuLink: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<MenuRow>`select id, "parentId", "menuLink" from menu_item`.execute(db);
  const entries = new Set(
    rows.filter((row) => row.parentId === null && isBrandPageLink(row.menuLink)).map((row) => Number(row.id)),
  );
  const ids = rows
    .filter((row) => row.parentId !== null && entries.has(Number(row.parentId)))
    .map((row) => Number(row.id));
  if (ids.length === 0) return;
  const list = sql.join(ids);
  await sql`delete from content_revision where type = 'menus' and "itemId" in (${list})`.execute(db);
  await sql`delete from content_draft where type = 'menus' and "itemId" in (${list})`.execute(db);
  await sql`delete from menu_item where id in (${list})`.execute(db);
  await sql`update content_version set version = version + 1 where id = 1`.execute(db);
}

export async function down(): Promise<void> {}
