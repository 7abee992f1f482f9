// The owners' go-live checklist: what the site still needs before it is the company's own, each
// item read from the real state (configuration, settings, content, accounts) when asked.
import type { GoLiveChecklist, GoLiveItem, GoLiveItemId } from '@refit/contract/admin';
import type { Config } from '../../../../config.ts';
import type { Db } from '../../../../db/connect.ts';
import { lastBackup } from '../../../../backup/server-job/backup-record.ts';
import { isPushOn, readBaiduPushConfig } from '../../../baidu-push/push-settings.ts';
import { configuredChannels } from '../../../notices/outbox.ts';
import { pendingDemoContent } from './demo-content.ts';
import { liveSettings, pendingContactDetails, pendingFilingNumbers } from './settings-items.ts';
import { pendingTranslations } from './translations.ts';

type Pending = GoLiveItem['pending'];

/** A daily backup counts as recent for a day and a day's grace: one missed run is a warning sign. */
const RECENT_BACKUP_MS = 48 * 60 * 60 * 1000;

/** An item is done when nothing is pending; a yes/no item pends itself. */
const item = (id: GoLiveItemId, pending: Pending): GoLiveItem => ({
  id,
  state: pending.length === 0 ? 'done' : 'todo',
  pending,
});
const check = (id: GoLiveItemId, done: boolean): GoLiveItem =>
  item(id, done ? [] : [{ name: id, count: null }]);

async function ownersWithTwoStep(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_user')
    .select((eb) => eb.fn.countAll<number | string>().as('owners'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('totpSecret', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

export async function goLiveChecklist(db: Db, config: Config): Promise<GoLiveChecklist> {
  const [settings, demoContent, twoStepOwners, baiduPush, translations, lastBackupRecord] = await Promise.all(
    [
      liveSettings(db),
      pendingDemoContent(db),
      ownersWithTwoStep(db),
      readBaiduPushConfig(db),
      pendingTranslations(db),
      lastBackup(db),
    ],
  );
  const items: GoLiveItem[] = [
    check('siteOrigin', config.SITE_ORIGIN !== undefined),
    item('filingNumbers', pendingFilingNumbers(settings)),
    item('contactDetails', pendingContactDetails(settings)),
    item('demoContent', demoContent),
    check('ownerTwoStep', twoStepOwners > 0),
    check('enquiryNotices', configuredChannels(config).length > 0),
    check('baiduPush', isPushOn(baiduPush)),
    item('translations', translations),
    // Backups made by the site itself, on a schedule, the last one good and recent (docs/backups.md).
    check(
      'backups',
      config.BACKUP_SCHEDULE !== undefined &&
        lastBackupRecord?.ok === true &&
        Date.now() - Date.parse(lastBackupRecord.endedAt) <= RECENT_BACKUP_MS,
    ),
  ];
  const counted = items.filter((entry) => entry.state !== 'unavailable');
  return { items, done: counted.filter((entry) => entry.state === 'done').length, total: counted.length };
}
