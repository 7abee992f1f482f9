import { SITE_PAGES } from './addresses.ts';
import type { ContentTypeDeclaration } from './declaration.ts';
import type { FormField } from './form.ts';

const heroSlide = [
  { kind: 'image', key: 'imageUrl', label: 'slideImage', wide: true },
  { kind: 'text', key: 'title', label: 'slideTitle', maxLength: 100 },
  { kind: 'text', key: 'titleTo', label: 'slideSubtitle', maxLength: 500 },
  { kind: 'link', key: 'link', label: 'slideLink', wide: true },
] as const satisfies readonly FormField[];

// The site settings are one item: rows of common_data by code, named by their codes.
export const settings = {
  type: 'settings',
  label: { zh: '站点设置', en: 'Site settings' },
  table: 'common_data',
  titleColumn: 'code',
  singleton: true,
  page: { fixed: SITE_PAGES.home },
  media: [{ columns: ['contents'] }],
  form: {
    ordered: false,
    sections: [
      {
        title: 'sectionHero',
        fields: [
          {
            kind: 'list',
            key: 'heroBanner.cn',
            label: 'heroSlidesZh',
            itemLabel: 'slide',
            item: heroSlide,
          },
          {
            kind: 'list',
            key: 'heroBanner.en',
            label: 'heroSlidesEn',
            itemLabel: 'slide',
            item: heroSlide,
          },
        ],
      },
      {
        title: 'sectionSeo',
        fields: [
          { kind: 'textarea', key: 'keywords.cn', en: 'keywords.en', label: 'keywords', maxLength: 300 },
          {
            kind: 'textarea',
            key: 'description.cn',
            en: 'description.en',
            label: 'siteDescription',
            maxLength: 500,
          },
          { kind: 'image', key: 'logoUrl', label: 'logo' },
        ],
      },
      {
        title: 'sectionContact',
        fields: [
          { kind: 'text', key: 'sales.cn.title', en: 'sales.en.title', label: 'salesTitle', maxLength: 100 },
          { kind: 'text', key: 'sales.cn.num', label: 'salesNumberZh', maxLength: 40 },
          { kind: 'text', key: 'sales.en.num', label: 'salesNumberEn', maxLength: 40 },
          { kind: 'link', key: 'sales.cn.link', label: 'salesLinkZh' },
          { kind: 'link', key: 'sales.en.link', label: 'salesLinkEn' },
          { kind: 'text', key: 'wechatQr.officialAccount', label: 'qrOfficialAccount', hint: 'qrHint' },
          { kind: 'text', key: 'wechatQr.consultant', label: 'qrConsultant', hint: 'qrHint' },
          {
            kind: 'list',
            key: 'socialLinks',
            label: 'socialLinks',
            itemLabel: 'socialLink',
            wide: true,
            item: [
              { kind: 'text', key: 'name', label: 'name', maxLength: 40 },
              { kind: 'image', key: 'iconUrl', label: 'icon' },
              { kind: 'link', key: 'link', label: 'link', wide: true },
            ],
          },
        ],
      },
      {
        title: 'sectionFooter',
        fields: [
          { kind: 'textarea', key: 'copyright.cn', en: 'copyright.en', label: 'copyright', maxLength: 500 },
          { kind: 'textarea', key: 'about.cn', en: 'about.en', label: 'about', maxLength: 5000 },
          { kind: 'text', key: 'icpNumber', label: 'icpNumber', hint: 'icpHint', maxLength: 60 },
          { kind: 'text', key: 'psbNumber', label: 'psbNumber', hint: 'psbHint', maxLength: 60 },
        ],
      },
      {
        title: 'sectionHeadCode',
        fields: [
          {
            kind: 'textarea',
            key: 'commonJs',
            label: 'headCode',
            hint: 'headCodeHint',
            ownerOnly: true,
            wide: true,
          },
        ],
      },
      {
        title: 'sectionBaiduPush',
        fields: [
          { kind: 'boolean', key: 'baiduPush.enabled', label: 'baiduPushEnabled', ownerOnly: true },
          {
            kind: 'url',
            key: 'baiduPush.site',
            label: 'baiduPushSite',
            hint: 'baiduPushSiteHint',
            ownerOnly: true,
          },
          {
            kind: 'text',
            key: 'baiduPush.token',
            label: 'baiduPushToken',
            hint: 'baiduPushTokenHint',
            ownerOnly: true,
            secret: true,
            maxLength: 64,
          },
        ],
      },
      {
        title: 'sectionWechatShare',
        fields: [
          {
            kind: 'text',
            key: 'wechatShare.appId',
            label: 'wechatShareAppId',
            hint: 'wechatShareAppIdHint',
            ownerOnly: true,
            maxLength: 18,
          },
          {
            kind: 'text',
            key: 'wechatShare.appSecret',
            label: 'wechatShareAppSecret',
            hint: 'wechatShareAppSecretHint',
            ownerOnly: true,
            secret: true,
            maxLength: 32,
          },
        ],
      },
    ],
  },
} as const satisfies ContentTypeDeclaration;
