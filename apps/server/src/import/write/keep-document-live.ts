// An item's draft and its imported revision are written with its row, before the rows of other
// tables that name other items (a car's stages, a gallery's parts, a wheel's sizes and fitted
// models), which are written once every item is: they then take the live document again, those
// lists included, so that the admin opens (and a restore gives back) the item as visitors see it.
import type { ContentType } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { adapterOf } from '../../modules/admin/content/adapters/index.ts';
import { findDraft } from '../../modules/admin/content/drafts.ts';

export async function keepDocumentLive(trx: Db, type: ContentType, id: number): Promise<void> {
  const live = await adapterOf(type).readLive(trx, id);
  const draft = await findDraft(trx, type, id);
  if (!live || !draft) return;
  const document = JSON.stringify(live.document);
  await trx
    .updateTable('content_draft')
    .set({ document })
    .where('type', '=', type)
    .where('itemId', '=', id)
    .execute();
  await trx
    .updateTable('content_revision')
    .set({ document })
    .where('type', '=', type)
    .where('itemId', '=', id)
    .where('version', '=', Number(draft.version))
    .where('action', '=', 'import')
    .execute();
}
