// Checklist items read from the live site settings: the filing numbers and the contact details
// must be the company's own, not the demo's (compared with the seed's values themselves).
import { SETTINGS_ID } from '@refit/contract/admin';
import type { GoLiveItem, SettingsDocument } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';
import { demoSalesperson, demoSiteInfo, demoWechatQr } from '../../../../db/seed/index.ts';
import { settingsAdapter } from '../../content/adapters/settings.ts';

type Pending = GoLiveItem['pending'];

export async function liveSettings(db: Db): Promise<SettingsDocument> {
  const live = await settingsAdapter.readLive(db, SETTINGS_ID);
  if (!live) throw new Error('the site settings are missing');
  return live.document;
}

const named = (names: readonly string[]): Pending => names.map((name) => ({ name, count: null }));

/** A filing number is done once filled with one that is not the demo's. */
export function pendingFilingNumbers(settings: SettingsDocument): Pending {
  const own = (value: string, demo: string) => value.trim() !== '' && value.trim() !== demo;
  return named([
    ...(own(settings.icpNumber, demoSiteInfo.icpNumber) ? [] : ['icpNumber']),
    ...(own(settings.psbNumber, demoSiteInfo.psbNumber) ? [] : ['psbNumber']),
  ]);
}

/** The sales phone (either language, number or link) and the WeChat QR texts still the demo's. */
export function pendingContactDetails(settings: SettingsDocument): Pending {
  const phoneIsDemo = (['cn', 'en'] as const).some(
    (lang) =>
      settings.sales[lang].num === demoSalesperson[lang].num ||
      settings.sales[lang].link === demoSalesperson[lang].link,
  );
  const qrIsDemo =
    settings.wechatQr.officialAccount === demoWechatQr.officialAccount ||
    settings.wechatQr.consultant === demoWechatQr.consultant;
  return named([...(phoneIsDemo ? ['phone'] : []), ...(qrIsDemo ? ['wechatQr'] : [])]);
}
