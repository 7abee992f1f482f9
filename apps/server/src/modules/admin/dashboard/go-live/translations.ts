// Published items whose live version has a text in one language and not the other, by the pairs
// the content forms declare (the same count as the content lists' "missing translations").
import { CONTENT_TYPES } from '@refit/contract/admin';
import type { ContentType, GoLiveItem } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';
import { adapterOf } from '../../content/adapters/index.ts';
import { missingTranslations } from '../../content/document-rules.ts';

async function untranslatedOf(db: Db, type: ContentType): Promise<number> {
  const rows = await adapterOf(type).listRows(db, undefined);
  return rows.filter((row) => row.published && missingTranslations(type, row.document).length > 0).length;
}

/** Per content type with any, how many published items lack a translation. */
export async function pendingTranslations(db: Db): Promise<GoLiveItem['pending']> {
  const counts = await Promise.all(CONTENT_TYPES.map((type) => untranslatedOf(db, type)));
  return CONTENT_TYPES.map((name, index) => ({ name, count: counts[index]! })).filter(
    (entry) => entry.count > 0,
  );
}
