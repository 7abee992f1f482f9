// Checks that a document's references name existing items of another content type.
import type { AdminIssue } from '@refit/contract/admin';
import { contentTypeDeclaration, type ContentType } from '@refit/contract/content-types';
import type { Db } from '../../../../db/connect.ts';
import { itemTitles } from '../../../../db/content-tables.ts';

/** An issue at `document.<field>` when `id` (not null) names no item of `type`. */
export async function mustExist(
  db: Db,
  type: ContentType,
  id: number | null,
  field: string,
): Promise<AdminIssue[]> {
  if (id === null) return [];
  if ((await itemTitles(db, type, [id])).has(id)) return [];
  const { table } = contentTypeDeclaration(type);
  return [{ path: ['document', field], message: `no such ${table.replace('_', ' ')} (${id})` }];
}

/**
 * An issue at each reference of a list (a stage's or a gallery's parts, `path` under `document`)
 * that names no item of `type`, read in one query.
 */
export async function eachMustExist(
  db: Db,
  type: ContentType,
  references: readonly { path: string[]; id: number }[],
): Promise<AdminIssue[]> {
  if (references.length === 0) return [];
  const found = await itemTitles(db, type, [...new Set(references.map((reference) => reference.id))]);
  const { table } = contentTypeDeclaration(type);
  return references
    .filter((reference) => !found.has(reference.id))
    .map((reference) => ({
      path: ['document', ...reference.path],
      message: `no such ${table.replace('_', ' ')} (${reference.id})`,
    }));
}
