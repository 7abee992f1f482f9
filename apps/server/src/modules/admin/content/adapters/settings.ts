// Site settings: one document (id 1) spread over the common-data codes the public API serves,
// plus `site_info` for what has no code of its own (description, about text, filing numbers,
// WeChat QR contents; served publicly, decision 0027). Always live: nothing to create, delete or order.
// The Baidu push settings and WeChat sharing's Official Account hold secrets (a token, an app
// secret): they live in admin settings instead, never served publicly, and admin answers mask the
// secrets (decisions 0029 and 0068).
import { SETTINGS_ID, SETTINGS_SECRET_FIELDS, settingsDocumentSchema } from '@refit/contract/admin';
import type { BaiduPushDocument, SettingsDocument, WechatShareDocument } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';
import { readBaiduPushConfig, writeBaiduPushConfig } from '../../../baidu-push/push-settings.ts';
import { readWechatShareSettings, writeWechatShareSettings } from '../../../wechat-share/share-settings.ts';
import { keepMaskedSecrets, maskSecrets } from './secret-fields.ts';
import { fileListFromUrls, urlsFromFileList } from './adapter.ts';
import type { ContentAdapter } from './adapter.ts';

/** The common-data code of the settings the public contract does not name. */
export const SITE_INFO_CODE = 'site_info';
/** The common-data code the footer's and About's WeChat QR codes are drawn from. */
const WECHAT_QR_CODE = 'wechat_qr';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const pair = (value: unknown) => ({ cn: str(obj(value).cn), en: str(obj(value).en) });

function heroSlides(value: unknown): SettingsDocument['heroBanner']['cn'] {
  return list(value).map((slide) => {
    const item = obj(slide);
    return {
      title: str(item.title),
      titleTo: str(item.titleTo),
      link: str(item.link),
      imageUrl: urlsFromFileList(str(item.url))[0] ?? '',
    };
  });
}

function salesContact(value: unknown) {
  const item = obj(value);
  return { title: str(item.title), num: str(item.num), link: str(item.link) };
}

async function readCodes(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('common_data').select(['code', 'contents']).execute();
  const codes = new Map<string, unknown>();
  for (const row of rows) {
    try {
      codes.set(row.code, JSON.parse(row.contents));
    } catch {
      codes.set(row.code, null);
    }
  }
  return codes;
}

/** What the settings keep in admin settings rather than common data. */
interface PrivateSettings {
  baiduPush: BaiduPushDocument;
  wechatShare: WechatShareDocument;
}

function toDocument(
  codes: Map<string, unknown>,
  { baiduPush, wechatShare }: PrivateSettings,
): SettingsDocument {
  const hero = obj(codes.get('index_hd'));
  const sales = obj(codes.get('salesperson'));
  const info = obj(codes.get(SITE_INFO_CODE));
  const document = {
    heroBanner: { cn: heroSlides(hero.cn), en: heroSlides(hero.en) },
    keywords: pair(codes.get('keyword')),
    description: pair(info.description),
    logoUrl: str(obj(list(codes.get('logo_ico'))[0]).fileUrl),
    sales: { cn: salesContact(sales.cn), en: salesContact(sales.en) },
    socialLinks: list(codes.get('External_platform')).map((entry) => {
      const item = obj(entry);
      return {
        name: str(item.name),
        iconUrl: urlsFromFileList(str(item.ico))[0] ?? '',
        link: str(item.link),
      };
    }),
    // The public QR codes are drawn from `wechat_qr`; site_info keeps a copy of the same texts.
    wechatQr: {
      officialAccount: str(obj(codes.get(WECHAT_QR_CODE) ?? info.wechatQr).officialAccount),
      consultant: str(obj(codes.get(WECHAT_QR_CODE) ?? info.wechatQr).consultant),
    },
    copyright: pair(codes.get('Copyright_Information')),
    about: pair(info.about),
    icpNumber: str(info.icpNumber),
    psbNumber: str(info.psbNumber),
    commonJs: str(obj(codes.get('common_js')).script),
    baiduPush,
    wechatShare,
  };
  // Whatever the stored JSON held, the document has the schema's shape and limits' defaults.
  const parsed = settingsDocumentSchema.safeParse(document);
  return parsed.success ? parsed.data : document;
}

async function readSettings(db: Db): Promise<SettingsDocument> {
  const [codes, baiduPush, wechatShare] = await Promise.all([
    readCodes(db),
    readBaiduPushConfig(db),
    readWechatShareSettings(db),
  ]);
  return toDocument(codes, { baiduPush, wechatShare });
}

function toCodes(document: SettingsDocument): Record<string, unknown> {
  const slides = (branch: SettingsDocument['heroBanner']['cn']) =>
    branch.map(({ imageUrl, ...slide }) => ({ ...slide, url: fileListFromUrls(imageUrl ? [imageUrl] : []) }));
  return {
    index_hd: { cn: slides(document.heroBanner.cn), en: slides(document.heroBanner.en) },
    keyword: document.keywords,
    logo_ico: document.logoUrl ? [{ fileUrl: document.logoUrl }] : [],
    salesperson: document.sales,
    External_platform: document.socialLinks.map(({ iconUrl, ...link }) => ({
      ...link,
      ico: fileListFromUrls(iconUrl ? [iconUrl] : []),
    })),
    Copyright_Information: document.copyright,
    common_js: { script: document.commonJs },
    [WECHAT_QR_CODE]: document.wechatQr,
    [SITE_INFO_CODE]: {
      description: document.description,
      wechatQr: document.wechatQr,
      about: document.about,
      icpNumber: document.icpNumber,
      psbNumber: document.psbNumber,
    },
  };
}

const notApplicable = () => Promise.reject(new Error('settings are a single document'));

export const settingsAdapter: ContentAdapter<SettingsDocument> = {
  type: 'settings',
  // Publishing new WeChat credentials drops the tickets obtained with the old ones.
  liveTables: ['common_data', 'admin_setting', 'wechat_share_ticket'],
  singleton: true,
  ownerOnlyFields: ['commonJs', 'baiduPush', 'wechatShare'],
  masked: (document) => maskSecrets(document, SETTINGS_SECRET_FIELDS),
  unmasked: (incoming, stored) => keepMaskedSecrets(incoming, stored, SETTINGS_SECRET_FIELDS),
  async readLive(db, id) {
    if (id !== SETTINGS_ID) return undefined;
    return { document: await readSettings(db), published: true };
  },
  checkReferences: () => Promise.resolve([]),
  insertLive: notApplicable,
  async writeLive(trx, _id, document) {
    for (const [code, value] of Object.entries(toCodes(document))) {
      const contents = JSON.stringify(value);
      await trx
        .insertInto('common_data')
        .values({ code, contents })
        .onConflict((conflict) => conflict.column('code').doUpdateSet({ contents }))
        .execute();
    }
    await writeBaiduPushConfig(trx, document.baiduPush);
    await writeWechatShareSettings(trx, document.wechatShare);
  },
  // Settings are always live; publishing writes them, there is no unpublished state.
  setPublished: () => Promise.resolve(),
  dependents: () => Promise.resolve([]),
  deleteLive: notApplicable,
  async listRows(db) {
    const document = await readSettings(db);
    return [
      {
        id: SETTINGS_ID,
        title: '站点设置',
        titleEn: 'Site settings',
        thumbnailUrl: document.logoUrl,
        parentId: null,
        parentTitle: null,
        sortOrder: 1,
        published: true,
        document,
      },
    ];
  },
  scopeIds: () => Promise.resolve([SETTINGS_ID]),
  setSortOrder: () => Promise.resolve(),
};
