// Registers the site's own pictures in the media library: every picture of the static content
// folder that content names (site-paths.ts), in live rows and drafts, gets a library row that
// stands for the file where it is (`sitePath`); the bytes are not copied. Run at start-up after the
// seed, and again once the demo's photographs made in the background are all written. A site
// whose content came from elsewhere is covered the same way: what counts is what content names.
// Safe to run in several processes at once: the path is unique, a row already there is kept.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_MAX_PIXELS } from '@refit/contract/admin/media-kinds';
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { CONTENT_PLACES } from '../media-places.ts';
import type { NewMedia } from '../repository.ts';
import { sitePathsIn } from './site-paths.ts';

/** Rows per insert: well under either database's limit of bound parameters. */
const ROWS_PER_INSERT = 200;

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** A library row as an upload makes it, standing for the file at `sitePath`, made by no one. */
interface SiteFileRow extends Omit<NewMedia, 'createdBy'> {
  sitePath: string;
  createdAt: string;
  createdBy: null;
}

/** Every site picture content names, live or in a draft. */
export async function referencedSitePaths(db: Db): Promise<Set<string>> {
  const found = new Set<string>();
  const read = (values: Iterable<unknown>) => {
    for (const value of values)
      if (typeof value === 'string') for (const p of sitePathsIn(value)) found.add(p);
  };
  for (const place of CONTENT_PLACES) {
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
      place.columns.map((column) => sql.ref(column)),
    )} from ${sql.table(place.table)}`.execute(db);
    for (const row of rows) read(Object.values(row));
  }
  const drafts = await db.selectFrom('content_draft').select('document').execute();
  read(drafts.map((draft) => draft.document));
  return found;
}

/** What the library records of a site picture; null when it is no picture sharp can read. */
async function describe(sitePath: string, data: Buffer, now: string): Promise<SiteFileRow | null> {
  const extension = path.extname(sitePath).slice(1).toLowerCase();
  const mime = MIME[extension];
  if (!mime) return null;
  let width: number | null;
  let height: number | null;
  try {
    const metadata = await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
    width = metadata.width ?? null;
    height = metadata.height ?? null;
  } catch {
    return null;
  }
  return {
    storageKey: `site/${sitePath}`,
    sitePath,
    fileName: path.basename(sitePath),
    name: sitePath,
    kind: extension === 'svg' ? 'svg' : 'image',
    mime,
    bytes: data.length,
    width,
    height,
    sha256: createHash('sha256').update(data).digest('base64url'),
    createdAt: now,
    createdBy: null,
  };
}

export interface SiteFileRegistration {
  /** Rows added. */
  added: number;
  /** Named by content but not on disk (yet): a demo photograph still being made, a broken path. */
  missing: string[];
  /** On disk but not a readable picture. */
  unreadable: string[];
}

/**
 * Adds a library row for each site picture content names that has none. `resolve` turns a path
 * into its file inside the static folder (null for one outside it).
 */
export async function registerSiteFiles(
  db: Db,
  resolve: (sitePath: string) => string | null,
): Promise<SiteFileRegistration> {
  const referenced = await referencedSitePaths(db);
  const known = await db.selectFrom('media').select('sitePath').where('sitePath', 'is not', null).execute();
  const registered = new Set(known.map((row) => row.sitePath));
  const result: SiteFileRegistration = { added: 0, missing: [], unreadable: [] };
  const rows: SiteFileRow[] = [];
  const now = new Date().toISOString();
  // Drawings first, then photographs from the end of the alphabet: the library lists newest
  // (highest id) first, so a first look shows the site's photographs in their folders' order.
  const order = [...referenced].sort((a, b) => {
    const drawing = Number(b.endsWith('.svg')) - Number(a.endsWith('.svg'));
    return drawing !== 0 ? drawing : b.localeCompare(a);
  });
  for (const sitePath of order) {
    if (registered.has(sitePath)) continue;
    const file = resolve(sitePath);
    let data: Buffer;
    try {
      if (!file) throw new Error('outside the static folder');
      data = await readFile(file);
    } catch {
      result.missing.push(sitePath);
      continue;
    }
    const row = await describe(sitePath, data, now);
    if (row) rows.push(row);
    else result.unreadable.push(sitePath);
  }
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const inserted = await db
      .insertInto('media')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.column('sitePath').doNothing())
      .execute();
    result.added += inserted.reduce((sum, one) => sum + Number(one.numInsertedOrUpdatedRows ?? 0), 0);
  }
  return result;
}
