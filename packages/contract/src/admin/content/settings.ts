// The site settings (one document, id 1) over the common-data codes: hero banner slides, keywords
// and description, logo, sales contacts, social links, WeChat QR codes, copyright, about text, the
// ICP and public-security filing numbers, and the custom head code (changed by owners only).
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
  type TranslatedPairs,
} from './fields.ts';

export const SETTINGS_ID = 1;
export const COMMON_JS_MAX = 20_000;

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
  },
  { error: 'unknown field' },
);
export type SettingsDocument = z.output<typeof settingsDocumentSchema>;

export const settingsTranslatedFields = [
  ['keywords.cn', 'keywords.en'],
  ['description.cn', 'description.en'],
  ['sales.cn.title', 'sales.en.title'],
  ['copyright.cn', 'copyright.en'],
  ['about.cn', 'about.en'],
] as const satisfies TranslatedPairs;
