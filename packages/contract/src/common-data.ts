// Shapes of the JSON held in common-data `contents`, one per code (SPEC section 3).
import { z } from 'zod';

const bilingual = <T extends z.ZodType>(branch: T) => z.object({ cn: branch, en: branch });

export const bannerBranchSchema = z.object({
  title: z.string(),
  /** subtitle */
  titleTo: z.string(),
  link: z.string(),
  /** JSON string: array whose first item has fileUrl */
  url: z.string(),
});
/** index_hd: cn and en branches, each a list of slides (one slide shows a still image). */
export const heroBannerContentsSchema = bilingual(z.array(bannerBranchSchema));

export const keywordContentsSchema = z.object({ cn: z.string(), en: z.string() });
export const logoContentsSchema = z.array(z.object({ fileUrl: z.string() }));
export const salesContentsSchema = bilingual(
  z.object({ title: z.string(), num: z.string(), link: z.string() }),
);
export const platformContentsSchema = z.array(
  z.object({
    /** JSON string: [{ fileUrl }] */
    ico: z.string(),
    link: z.string(),
    name: z.string().optional(),
  }),
);
export const copyrightContentsSchema = z.object({ cn: z.string(), en: z.string() });
/** common_js: a script snippet injected into the document head. */
export const commonJsContentsSchema = z.object({ script: z.string() });

/**
 * wechat_qr: the text each WeChat QR code encodes (the official account's and the sales
 * consultant's own link, such as https://weixin.qq.com/r/...); an empty text shows no code.
 */
export const wechatQrContentsSchema = z.object({
  officialAccount: z.string(),
  consultant: z.string(),
});

/**
 * site_info: what the site settings hold beyond the other codes, in the shape the admin writes:
 * the description and about text per language, the WeChat QR texts as edited, the ICP filing
 * number (such as 沪ICP备20070001号-1, linked to beian.miit.gov.cn) and the public-security
 * filing number (such as 沪公网安备 31010402000001号; its digits are the code of its
 * beian.mps.gov.cn entry). An empty number is not shown.
 */
export const siteInfoContentsSchema = z.object({
  description: bilingual(z.string()),
  wechatQr: wechatQrContentsSchema,
  about: bilingual(z.string()),
  icpNumber: z.string(),
  psbNumber: z.string(),
});

export type HeroBannerContents = z.infer<typeof heroBannerContentsSchema>;
export type KeywordContents = z.infer<typeof keywordContentsSchema>;
export type LogoContents = z.infer<typeof logoContentsSchema>;
export type SalesContents = z.infer<typeof salesContentsSchema>;
export type PlatformContents = z.infer<typeof platformContentsSchema>;
export type CopyrightContents = z.infer<typeof copyrightContentsSchema>;
export type CommonJsContents = z.infer<typeof commonJsContentsSchema>;
export type WechatQrContents = z.infer<typeof wechatQrContentsSchema>;
export type SiteInfoContents = z.infer<typeof siteInfoContentsSchema>;
