// The Baidu push configuration (on/off, site, token) as the settings' publishing last wrote it, and
// the last submission's outcome: admin settings rows, which the public API never reads (the
// common-data codes are all public, so the token cannot live there).
import type { BaiduPushDocument, BaiduPushRun } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { readSetting, writeSetting } from '../admin/settings/repository.ts';

const CONFIG_KEY = 'baidu-push';
const STATE_KEY = 'baidu-push-state';

export interface BaiduPushState {
  lastRun: BaiduPushRun | null;
  /** Nothing is sent before this time (ISO): the daily quota is spent. */
  pausedUntil: string | null;
  /** Submissions left on `quotaDay` (China's date), as Baidu last told. */
  remain: { quotaDay: string; count: number } | null;
}

const NO_STATE: BaiduPushState = { lastRun: null, pausedUntil: null, remain: null };

export async function readBaiduPushConfig(db: Db): Promise<BaiduPushDocument> {
  const value = await readSetting(db, CONFIG_KEY);
  return {
    enabled: value.enabled === true,
    site: typeof value.site === 'string' ? value.site : '',
    token: typeof value.token === 'string' ? value.token : '',
  };
}

export const writeBaiduPushConfig = (db: Db, config: BaiduPushDocument) =>
  writeSetting(db, CONFIG_KEY, config);

/** On only with a site and a token to send with. */
export const isPushOn = (config: BaiduPushDocument) =>
  config.enabled && config.site !== '' && config.token !== '';

export async function readBaiduPushState(db: Db): Promise<BaiduPushState> {
  return { ...NO_STATE, ...((await readSetting(db, STATE_KEY)) as Partial<BaiduPushState>) };
}

export const writeBaiduPushState = (db: Db, state: BaiduPushState) => writeSetting(db, STATE_KEY, state);
