// Media library rows: listed with filters and paging, read one by one, written with their audit
// line, and turned into the records the admin reads.
import type { MediaKind, MediaListQuery, MediaRecord, MediaUpdate } from '@refit/contract/admin';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  STATIC_PREFIX,
  variantUrl,
  variantWidths,
} from '@refit/contract/image-variants';
import { standardVariants } from '../images/variant-jobs.ts';
import type { MediaSource } from '../images/image-variants.ts';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { paginate } from '../../db/paginate.ts';
import { likePattern } from '../admin/enquiries/repository.ts';

function selectMedia(db: Db) {
  return db
    .selectFrom('media')
    .leftJoin('admin_user', 'admin_user.id', 'media.createdBy')
    .selectAll('media')
    .select('admin_user.name as createdByName');
}

export type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>['execute']>>[number];

/** Where a file is served: the library's own address of an upload, the static folder's of a site file. */
export function mediaUrl(row: { id: number; fileName: string; sitePath: string | null }): string {
  return row.sitePath === null ? `/media/${row.id}/${row.fileName}` : `${STATIC_PREFIX}${row.sitePath}`;
}

export function toMediaRecord(row: MediaRow): MediaRecord {
  const url = mediaUrl(row);
  const hasVariants = (row.kind === 'image' || row.kind === 'svg') && row.width !== null;
  return {
    id: row.id,
    url,
    sitePath: row.sitePath,
    kind: row.kind as MediaKind,
    mime: row.mime,
    name: row.name,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    altZh: row.altZh,
    altEn: row.altEn,
    focalX: Number(row.focalX),
    focalY: Number(row.focalY),
    variants: hasVariants
      ? IMAGE_FORMATS.flatMap((format) =>
          variantWidths(row.kind === 'svg' ? null : row.width).map((width) => ({
            format,
            width,
            url: variantUrl(url, width, format) ?? url,
          })),
        )
      : [],
    // A site file's variants are the image service's of static files, made on request (the
    // demo's photographs have theirs from the seed): no background work to show.
    variantsReady: row.sitePath === null ? Number(row.variantsReady) : 0,
    variantsTotal: row.sitePath === null ? standardVariants(row).length : 0,
    createdAt: row.createdAt,
    createdByName: row.createdByName ?? '',
  };
}

export async function findMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  return selectMedia(db).where('media.id', '=', id).executeTakeFirst();
}

/** The files whose bytes hash to any of these SHA-256 values (base64url), oldest first. */
export async function findMediaByHash(db: Db, hashes: readonly string[]): Promise<MediaRow[]> {
  if (hashes.length === 0) return [];
  return selectMedia(db).where('media.sha256', 'in', hashes).orderBy('media.id').execute();
}

export async function listMedia(db: Db, query: MediaListQuery) {
  const page = await paginate(
    selectMedia(db)
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [];
        if (query.kind) conditions.push(eb('media.kind', '=', query.kind));
        if (query.q) {
          const pattern = likePattern(query.q);
          conditions.push(
            eb.or(
              (['name', 'altZh', 'altEn'] as const).map(
                (column) => sql<SqlBool>`lower(${eb.ref(`media.${column}`)}) like ${pattern} escape '\\'`,
              ),
            ),
          );
        }
        return eb.and(conditions);
      })
      .orderBy('media.createdAt', 'desc')
      .orderBy('media.id', 'desc'),
    query,
  );
  return { ...page, records: page.records.map(toMediaRecord) };
}

export interface NewMedia {
  storageKey: string;
  fileName: string;
  name: string;
  kind: MediaKind;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  sha256: string;
  createdBy: number | null;
}

export async function insertMedia(db: Db, media: NewMedia): Promise<number> {
  const row = await db
    .insertInto('media')
    .values({ ...media, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMedia(db: Db, id: number, changes: MediaUpdate): Promise<void> {
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await db.updateTable('media').set(values).where('id', '=', id).execute();
}

export async function deleteMediaRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

/** Records how many standard variants a file has; false when its row is gone. */
export async function recordVariantsReady(db: Db, id: number, ready: number): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({ variantsReady: ready })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Photos whose standard variants are not all made, oldest first. */
export async function listIncompleteVariants(db: Db): Promise<MediaSource[]> {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'storageKey', 'kind', 'width', 'height', 'variantsReady'])
    .where('kind', '=', 'image')
    .where('width', 'is not', null)
    .where('sitePath', 'is', null)
    .where('variantsReady', '<', IMAGE_WIDTHS.length * IMAGE_FORMATS.length)
    .orderBy('id')
    .execute();
  return rows.filter((row) => Number(row.variantsReady) < standardVariants(row).length);
}

/**
 * The focal points public pages crop media images around, as CSS object-position values by media
 * id (uploads) or address (site files); files left at the centre (the default) are not listed, so the answer stays small.
 */
export async function listFocalPoints(db: Db): Promise<Record<number | string, string>> {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'sitePath', 'focalX', 'focalY'])
    .where((eb) => eb.or([eb('focalX', '<>', 0.5), eb('focalY', '<>', 0.5)]))
    .where('kind', 'in', ['image', 'svg'])
    .execute();
  const percent = (value: number) => `${Math.round(Number(value) * 1000) / 10}%`;
  // A site file is found by its address: pages show it at `/api/static/<path>`, not by its id.
  return Object.fromEntries(
    rows.map((row) => [
      row.sitePath === null ? row.id : `${STATIC_PREFIX}${row.sitePath}`,
      `${percent(row.focalX)} ${percent(row.focalY)}`,
    ]),
  );
}
