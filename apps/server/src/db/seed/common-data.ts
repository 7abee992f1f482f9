// Every common-data code (SPEC section 7), its contents a JSON string in the contract's shape. The
// contact and filing values are exported: the go-live checklist tells them apart from the team's own.
import type {
  CommonDataCode,
  CommonJsContents,
  CopyrightContents,
  HeroBannerContents,
  KeywordContents,
  LogoContents,
  PlatformContents,
  SalesContents,
  SiteInfoContents,
  WechatQrContents,
} from '@refit/contract';
import type { Insertable } from 'kysely';
import type { CommonDataTable } from '../schema.ts';
import { homeBanner, LOGO, socialIcon } from './artwork/catalog.ts';
import { fileList } from './types.ts';

/** The home page's slides: each links to the same page and shows the same picture in both languages. */
const heroSlides: { link: string; banner: number; cn: [string, string]; en: [string, string] }[] = [
  {
    link: '/car/1',
    banner: 1,
    cn: ['为热爱，重塑每一道线条', '锐界改装 · 上海 · 始于 2007'],
    en: ['Every Line, Reshaped by Passion', 'RUIJIE TUNING · Shanghai · Since 2007'],
  },
  {
    link: '/aerodynamic-kits',
    banner: 2,
    cn: ['干碳纤维空力套件', '风洞验证，每一克都为速度而来'],
    en: ['Dry-Carbon Aero Kits', 'Proven in the wind tunnel: every gram built for speed'],
  },
  {
    link: '/wheels',
    banner: 3,
    cn: ['锻造轮毂 · 量身定制', '单片与两片式锻造，20 至 24 英寸'],
    en: ['Forged Wheels, Made to Measure', 'Single- and two-piece forged, 20 to 24 inches'],
  },
];

function heroSlidesIn(language: 'cn' | 'en'): HeroBannerContents['cn'] {
  return heroSlides.map((slide) => {
    const [title, titleTo] = slide[language];
    return { title, titleTo, link: slide.link, url: fileList([homeBanner(slide.banner)]) };
  });
}

const heroBanner: HeroBannerContents = { cn: heroSlidesIn('cn'), en: heroSlidesIn('en') };

const keyword: KeywordContents = {
  cn: '锐界改装,上海汽车改装,豪华车改装,超跑改装,碳纤维套件,空气动力学套件,锻造轮毂,迈凯伦改装,兰博基尼改装,保时捷改装,法拉利改装',
  en: 'RUIJIE TUNING, Shanghai car tuning, luxury car tuning, supercar tuning, carbon fibre kits, aero kits, forged wheels, McLaren tuning, Lamborghini tuning, Porsche tuning, Ferrari tuning',
};

const logo: LogoContents = [{ fileUrl: LOGO }];

export const salesperson: SalesContents = {
  cn: { title: '销售顾问 王先生', num: '+86 138 0000 0000', link: 'tel:+8613800000000' },
  en: { title: 'Sales Consultant Mr Wang', num: '+86 138 0000 0000', link: 'tel:+8613800000000' },
};

const platforms: PlatformContents = [
  { name: 'wechat', ico: fileList([socialIcon('wechat')]), link: 'https://example.com/social/wechat' },
  { name: 'weibo', ico: fileList([socialIcon('weibo')]), link: 'https://example.com/social/weibo' },
  { name: 'douyin', ico: fileList([socialIcon('douyin')]), link: 'https://example.com/social/douyin' },
];

const copyright: CopyrightContents = {
  cn: '© 2007-2026 锐界改装 版权所有',
  en: '© 2007-2026 RUIJIE TUNING. All rights reserved.',
};

const commonJs: CommonJsContents = {
  script: 'window.__siteAnalytics = window.__siteAnalytics || { loadedAt: Date.now() };',
};

/** Demo links in the shape WeChat gives them: scanning one opens the account or the consultant. */
export const wechatQr: WechatQrContents = {
  officialAccount: 'https://weixin.qq.com/r/mp/RuijieTuning2007Shanghai',
  consultant: 'https://u.wechat.com/kRuijieSalesWang8613800000000',
};

/** Demo filing numbers (shown in the footer) and the settings' texts without a code of their own. */
export const siteInfo: SiteInfoContents = {
  description: {
    cn: '锐界改装，始于 2007 年的上海豪华车与超跑改装工作室：干碳纤维空力套件、锻造轮毂与整车定制。',
    en: 'RUIJIE TUNING, a Shanghai luxury and supercar tuning studio since 2007: dry-carbon aero kits, forged wheels and bespoke builds.',
  },
  wechatQr,
  about: {
    cn: '锐界改装成立于 2007 年，专注豪华车与超跑的空气动力学套件、锻造轮毂与整车定制。',
    en: 'Founded in 2007, RUIJIE TUNING builds aerodynamic kits, forged wheels and bespoke cars for luxury and supercar owners.',
  },
  icpNumber: '沪ICP备20070001号-1',
  psbNumber: '沪公网安备 31010402000001号',
};

const contents: Record<CommonDataCode, unknown> = {
  index_hd: heroBanner,
  keyword,
  logo_ico: logo,
  salesperson,
  External_platform: platforms,
  Copyright_Information: copyright,
  common_js: commonJs,
  wechat_qr: wechatQr,
  site_info: siteInfo,
};

export const commonData: Insertable<CommonDataTable>[] = Object.entries(contents).map(([code, value]) => ({
  code,
  contents: JSON.stringify(value),
}));
