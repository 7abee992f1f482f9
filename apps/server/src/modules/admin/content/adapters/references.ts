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
