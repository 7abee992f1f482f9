// Rows an item has in tables of its own (a car's stages, a wheel's sizes) name other items, so they
// are written after every item is: the item's draft and its imported revision, written with the
// item before them, then take the live document again, so that the admin opens (and a restore gives
// back) the item as visitors see it.
import type { ContentType } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { adapterOf } from '../../modules/admin/content/adapters/index.ts';
import { findDraft } from '../../modules/admin/content/drafts.ts';

export async function keepDocumentLive(trx: Db, type: ContentType, itemId: number): Promise<void> {
  const live = await adapterOf(type).readLive(trx, itemId);
  const draft = await findDraft(trx, type, itemId);
  if (!live || !draft) return;
  const document = JSON.stringify(live.document);
  await trx
    .updateTable('content_draft')
    .set({ document })
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .execute();
  await trx
    .updateTable('content_revision')
    .set({ document })
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .where('version', '=', Number(draft.version))
    .where('action', '=', 'import')
    .execute();
}
