// A failed backup told to people through the enquiry notice channels that are set up (e-mail,
// the WeCom or DingTalk robot): queued in the notices' outbox and sent by its job, with its
// retries. When to tell is failure-notice-rule.ts's; what it says is written here, in the site's
// default language (Chinese, the first of the admin's), with the error in words, when it is tried
// again, and a link to the backup panel.
import { UI_LANGUAGES } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Backoff } from '../../jobs/backoff.ts';
import type { NoticeMessage } from '../../modules/notices/message.ts';
import { siteTimeInWords } from '../../modules/admin/enquiries/site-time.ts';
import { configuredChannels, queueMessage } from '../../modules/notices/outbox.ts';
import { readBackupSetting, writeBackupSetting } from '../server-job/backup-settings.ts';
import { namesOf } from '../server-job/backup-state.ts';
import { scheduledFailureNotice } from './failure-notice-rule.ts';
import type { FailureNotice, ScheduledFailures } from './failure-notice-rule.ts';

type NoticeConfig = Pick<Config, 'NOTIFY_EMAIL_TO' | 'NOTIFY_WEBHOOK_URL' | 'SITE_ORIGIN' | 'SITE_TIME_ZONE'>;

const SCHEDULED_FAILURES = 'backup.scheduledFailures';
const LANGUAGE: UiLanguage = UI_LANGUAGES[0];

export type Failure =
  { trigger: 'schedule'; due: number; retry: Backoff } | { trigger: 'owner'; askedBy: number };

/** Queues the notice a failed backup calls for, if any, once per configured channel. */
export async function noticeBackupFailure(
  db: Db,
  config: NoticeConfig,
  failure: Failure,
  reason: string,
  now: number,
): Promise<void> {
  const channels = configuredChannels(config);
  let told: Told;
  if (failure.trigger === 'owner') {
    const owner = (await namesOf(db, [failure.askedBy])).get(failure.askedBy) ?? `#${failure.askedBy}`;
    told = { kind: 'owner', owner };
  } else {
    const text = await readBackupSetting(db, SCHEDULED_FAILURES);
    const previous = text === undefined ? undefined : (JSON.parse(text) as ScheduledFailures);
    const { record, notice } = scheduledFailureNotice(
      previous,
      new Date(failure.due).toISOString(),
      failure.retry,
      now,
    );
    await writeBackupSetting(db, SCHEDULED_FAILURES, JSON.stringify(record));
    if (!notice) return;
    told = notice;
  }
  await queueMessage(db, channels, failureMessage(told, reason, config, LANGUAGE), now);
}

type Told = FailureNotice | { kind: 'owner'; owner: string };

export function failureMessage(
  told: Told,
  reason: string,
  config: Pick<NoticeConfig, 'SITE_ORIGIN' | 'SITE_TIME_ZONE'>,
  lang: UiLanguage,
): NoticeMessage {
  const link = `${config.SITE_ORIGIN ?? ''}/admin/backups`;
  const at = (time: number) => siteTimeInWords(time, config.SITE_TIME_ZONE, lang);
  const zh = lang === 'zh';
  const [subject, next] =
    told.kind === 'first'
      ? zh
        ? ['网站定时备份失败', `将于 ${at(told.retryAt)} 自动重试。`]
        : ["The site's scheduled backup failed", `It will be tried again at ${at(told.retryAt)}.`]
      : told.kind === 'again'
        ? zh
          ? [
              `网站定时备份再次失败（已连续 ${told.failures} 次）`,
              `之后每 ${told.everyMs / 60_000} 分钟重试一次，下次在 ${at(told.retryAt)}；这一天的备份不再另行通知。`,
            ]
          : [
              `The site's scheduled backup failed again (${told.failures} times in a row)`,
              `It is tried every ${told.everyMs / 60_000} minutes from now, next at ${at(told.retryAt)}; no further notice about this day's backup.`,
            ]
        : zh
          ? [`${told.owner} 要求的备份失败`, '不会自动重试：排除原因后可在备份页面再试。']
          : [
              `The backup ${told.owner} asked for failed`,
              'It is not tried again: once the cause is fixed, ask again on the backup page.',
            ];
  const text = zh
    ? [subject, `原因：${reason}`, next, `详情见 ${link}`]
    : [subject, `Why: ${reason}`, next, `See ${link}`];
  return { subject, text: text.join('\n') };
}
