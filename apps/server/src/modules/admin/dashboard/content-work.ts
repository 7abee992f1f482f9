// Unpublished work per content type, by the same status rule as the content lists: items never
// published, published ones whose draft has changes, and drafts set to publish at a time.
import { CONTENT_TYPES } from '@refit/contract/admin';
import type { Dashboard } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { adapterOf } from '../content/adapters/index.ts';
import { draftsOfType } from '../content/drafts.ts';
import { statusOf } from '../content/service.ts';

type TypeWork = NonNullable<Dashboard['content']>['types'][number];

async function workOf(db: Db, type: TypeWork['type']): Promise<TypeWork> {
  const [rows, drafts] = await Promise.all([adapterOf(type).listRows(db, undefined), draftsOfType(db, type)]);
  const draftOf = new Map(drafts.map((draft) => [draft.itemId, draft]));
  const work: TypeWork = { type, drafts: 0, changed: 0, scheduled: 0 };
  for (const row of rows) {
    const draft = draftOf.get(row.id);
    const status = statusOf(row.published, draft);
    if (status === 'draft') work.drafts += 1;
    if (status === 'changed') work.changed += 1;
    if (draft?.publishAt) work.scheduled += 1;
  }
  return work;
}

/** The types with any unpublished work, in the content screens' order. */
export async function contentWork(db: Db): Promise<TypeWork[]> {
  const all = await Promise.all(CONTENT_TYPES.map((type) => workOf(db, type)));
  return all.filter((work) => work.drafts + work.changed + work.scheduled > 0);
}
