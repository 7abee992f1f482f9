// The Official Account WeChat sharing signs with (app id and secret), as the settings' publishing
// last wrote it: an admin settings row, which the public API never reads (the common-data codes are
// all public, so the secret cannot live there).
import type { WechatShareDocument } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { readSetting, writeSetting } from '../admin/settings/repository.ts';
import { dropTickets } from './ticket-store.ts';

const SETTINGS_KEY = 'wechat-share';

export async function readWechatShareSettings(db: Db): Promise<WechatShareDocument> {
  const value = await readSetting(db, SETTINGS_KEY);
  return {
    appId: typeof value.appId === 'string' ? value.appId : '',
    appSecret: typeof value.appSecret === 'string' ? value.appSecret : '',
  };
}

/**
 * Stores the settings; new credentials leave nothing of the old ones behind: the tickets are keyed
 * by app id, and a new secret for the same app id (the old one reset, or leaked) drops them too,
 * with the back-off a refused secret set.
 */
export async function writeWechatShareSettings(db: Db, settings: WechatShareDocument): Promise<void> {
  const stored = await readWechatShareSettings(db);
  await writeSetting(db, SETTINGS_KEY, settings);
  if (stored.appId !== settings.appId || stored.appSecret !== settings.appSecret) await dropTickets(db);
}

/** Set up only with both an app id and a secret. */
export const isWechatShareSetUp = (settings: WechatShareDocument) =>
  settings.appId !== '' && settings.appSecret !== '';
