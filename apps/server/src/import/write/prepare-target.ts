// The site an import writes into: its schema brought up to date and marked as holding a site (so
// a server start never seeds the demo over it). A site still holding the demo (items with the
// seed's ids and titles that no import wrote) is refused unless `--replace-demo`, which removes
// the content first: every content table, drafts and history, list positions, the demo's files;
// accounts, enquiries, analytics and settings of the admin stay.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connect.ts';
import { bumpContentVersion } from '../../db/content-version.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { markHoldsSite } from '../../db/seed/index.ts';
import { contentTypeDeclaration } from '@refit/contract/content-types';
import { DEMO_CONTENT_TYPES, demoItemIds } from '../../modules/admin/dashboard/go-live/demo-content.ts';

export class DemoContentError extends Error {}

/** Children before parents: the order rows can be deleted in. */
const CONTENT_TABLES = [
  'product_wheel_size',
  'product_fitment_car',
  'car_product_type',
  'product',
  'car_gallery',
  'news',
  'car',
  'product_type',
  'brand',
  'partner',
  'location',
  'menu_item',
  'common_data',
  'content_draft',
  'content_revision',
  'list_position',
  'list_position_state',
  'baidu_push_queue',
  'address_redirect',
] as const;

/** How many demo items each type still has that no import wrote. */
export async function demoLeft(db: Db): Promise<{ type: string; count: number }[]> {
  const imported = await db.selectFrom('import_item').select(['kind', 'localId']).execute();
  const ours = new Set(imported.map((row) => `${row.kind}:${row.localId}`));
  const left = [];
  for (const type of DEMO_CONTENT_TYPES) {
    const { table } = contentTypeDeclaration(type);
    const ids = (await demoItemIds(db, type)).filter((id) => !ours.has(`${table}:${id}`));
    if (ids.length > 0) left.push({ type, count: ids.length });
  }
  return left;
}

export async function prepareTarget(
  db: Db,
  { dataDir, replaceDemo, dryRun }: { dataDir: string; replaceDemo: boolean; dryRun: boolean },
): Promise<{ replacedDemo: boolean }> {
  await migrateToLatest(db);
  const left = await demoLeft(db);
  if (left.length > 0 && !replaceDemo)
    throw new DemoContentError(
      `The site still holds the demo catalogue (${left.map((entry) => `${entry.count} ${entry.type}`).join(', ')}). ` +
        'Run again with --replace-demo to remove the demo content first (accounts, enquiries and analytics stay).',
    );
  if (dryRun) return { replacedDemo: false };
  await markHoldsSite(db);
  if (left.length === 0) return { replacedDemo: false };
  await db.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    // The demo's own pictures are site files of the static folder: their library rows go with them.
    await trx.deleteFrom('media').where('sitePath', 'is not', null).execute();
    await bumpContentVersion(trx);
  });
  await rm(path.join(dataDir, 'static'), { recursive: true, force: true });
  return { replacedDemo: true };
}
