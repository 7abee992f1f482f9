// The site settings (one document, id 1) over the common-data codes: hero banner slides, keywords
// and description, logo, sales contacts, social links, WeChat QR codes, copyright, about text, the
// ICP and public-security filing numbers, the custom head code, the Baidu push and WeChat sharing
// (the last three changed by owners only).
import { z } from 'zod';
import {
  boundedText,
  CONTENT_LIMITS,
  fileUrl,
  keywordsText,
  linkUrl,
  longText,
  optionalName,
  summaryText,
} from './fields.ts';

export const SETTINGS_ID = 1;
export const COMMON_JS_MAX = 20_000;

/**
 * What the admin answers show in place of a stored secret (the Baidu push token, the WeChat app
 * secret); sent back unchanged, it keeps the stored one. It cannot be a secret (those are letters
 * and digits).
 */
export const SECRET_MASK = '********';
/** The settings' write-only fields, by their dotted paths: answers carry SECRET_MASK in their place. */
export const SETTINGS_SECRET_FIELDS = ['baiduPush.token', 'wechatShare.appSecret'] as const;
const BAIDU_TOKEN_MAX = 64;

/** An http(s) origin such as https://www.example.cn (a trailing slash is dropped), or empty. */
const siteOrigin = z
  .string({ error: 'must be text' })
  .trim()
  .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
  .transform((value, context) => {
    if (value === '') return '';
    if (URL.canParse(value)) {
      const url = new URL(value);
      const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
      if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
    }
    context.addIssue({ code: 'custom', message: 'must be an http(s) origin such as https://www.example.cn' });
    return z.NEVER;
  });

/** Baidu link submission (普通收录) of published pages: on/off, the site as Baidu knows it, its token. */
export const baiduPushDocumentSchema = z
  .strictObject(
    {
      enabled: z.boolean({ error: 'must be true or false' }).default(false),
      site: siteOrigin.default(''),
      /** Write-only: answers carry SECRET_MASK when one is stored. */
      token: z
        .string({ error: 'must be text' })
        .trim()
        .max(BAIDU_TOKEN_MAX, `must be at most ${BAIDU_TOKEN_MAX} characters`)
        .refine(
          (value) => value === SECRET_MASK || /^[A-Za-z0-9_-]*$/.test(value),
          'must hold letters and digits only',
        )
        .default(''),
    },
    { error: 'unknown field' },
  )
  .superRefine((push, context) => {
    if (!push.enabled) return;
    if (push.site === '')
      context.addIssue({ code: 'custom', path: ['site'], message: 'is required to push' });
    if (push.token === '')
      context.addIssue({ code: 'custom', path: ['token'], message: 'is required to push' });
  });
export type BaiduPushDocument = z.output<typeof baiduPushDocumentSchema>;

/** A WeChat Official Account's AppID: `wx` and 16 letters and digits (WeChat's are hex). */
const WECHAT_APP_ID = /^wx[0-9A-Za-z]{16}$/;
const WECHAT_APP_ID_LENGTH = 18;
/** Its AppSecret: 32 letters and digits (WeChat's are hex). */
const WECHAT_APP_SECRET = /^[0-9A-Za-z]{32}$/;
const WECHAT_APP_SECRET_LENGTH = 32;

/**
 * The Official Account whose JS-SDK signs the share cards of pages opened in WeChat (decision
 * 0068): both or neither; with neither, pages share as WeChat's browser shares any page.
 */
export const wechatShareDocumentSchema = z
  .strictObject(
    {
      appId: z
        .string({ error: 'must be text' })
        .trim()
        .max(WECHAT_APP_ID_LENGTH, {
          error: `must be at most ${WECHAT_APP_ID_LENGTH} characters`,
          abort: true,
        })
        .refine(
          (value) => value === '' || WECHAT_APP_ID.test(value),
          'must be wx followed by 16 letters and digits',
        )
        .default(''),
      /** Write-only: answers carry SECRET_MASK when one is stored. */
      appSecret: z
        .string({ error: 'must be text' })
        .trim()
        .max(WECHAT_APP_SECRET_LENGTH, {
          error: `must be at most ${WECHAT_APP_SECRET_LENGTH} characters`,
          abort: true,
        })
        .refine(
          (value) => value === '' || value === SECRET_MASK || WECHAT_APP_SECRET.test(value),
          'must be 32 letters and digits',
        )
        .default(''),
    },
    { error: 'unknown field' },
  )
  .superRefine((share, context) => {
    if (share.appId !== '' && share.appSecret === '')
      context.addIssue({ code: 'custom', path: ['appSecret'], message: 'is required with the app id' });
    if (share.appSecret !== '' && share.appId === '')
      context.addIssue({ code: 'custom', path: ['appId'], message: 'is required with the app secret' });
  });
export type WechatShareDocument = z.output<typeof wechatShareDocumentSchema>;

const bilingual = <T extends z.ZodType>(branch: T) =>
  z.strictObject({ cn: branch, en: branch }, { error: 'unknown field' });

/** One home hero slide (the index_hd branch item, with its picture as a plain address). */
export const heroSlideDocumentSchema = z.strictObject(
  {
    title: optionalName,
    /** The subtitle (`titleTo` in the public contract). */
    titleTo: summaryText,
    link: linkUrl,
    imageUrl: fileUrl,
  },
  { error: 'unknown field' },
);

const slides = z.array(heroSlideDocumentSchema).max(20, 'must have at most 20 slides').default([]);

export const salesContactDocumentSchema = z.strictObject(
  { title: optionalName, num: boundedText(40).default(''), link: linkUrl },
  { error: 'unknown field' },
);

export const socialLinkDocumentSchema = z.strictObject(
  { name: boundedText(40).default(''), iconUrl: fileUrl, link: linkUrl },
  { error: 'unknown field' },
);

export const settingsDocumentSchema = z.strictObject(
  {
    heroBanner: bilingual(slides),
    keywords: bilingual(keywordsText),
    description: bilingual(summaryText),
    logoUrl: fileUrl,
    sales: bilingual(salesContactDocumentSchema),
    socialLinks: z.array(socialLinkDocumentSchema).max(20, 'must have at most 20 items').default([]),
    /** What the two WeChat QR codes encode (a text or URL), drawn by the site. */
    wechatQr: z.strictObject(
      {
        officialAccount: boundedText(CONTENT_LIMITS.url).default(''),
        consultant: boundedText(CONTENT_LIMITS.url).default(''),
      },
      { error: 'unknown field' },
    ),
    copyright: bilingual(boundedText(CONTENT_LIMITS.summary).default('')),
    about: bilingual(longText),
    /** ICP filing number (linked to beian.miit.gov.cn), such as 沪ICP备12345678号-1. */
    icpNumber: boundedText(60).default(''),
    /** Public-security filing number (公安备案号), such as 沪公网安备31010402000001号. */
    psbNumber: boundedText(60).default(''),
    /** The custom head code (common_js); only an owner may change it. */
    commonJs: z
      .string({ error: 'must be text' })
      .max(COMMON_JS_MAX, `must be at most ${COMMON_JS_MAX} characters`)
      .default(''),
    /** Baidu push of published pages; only an owner may change it. */
    baiduPush: baiduPushDocumentSchema.default({ enabled: false, site: '', token: '' }),
    /** WeChat sharing's Official Account; only an owner may change it. */
    wechatShare: wechatShareDocumentSchema.default({ appId: '', appSecret: '' }),
  },
  { error: 'unknown field' },
);
export type SettingsDocument = z.output<typeof settingsDocumentSchema>;
