// What the shell renders around every page, already in the visitor's language and with full
// image URLs. Every part may be empty: a failed call leaves its area out (SPEC section 8).
import type { SalesContact } from '@refit/contract/rules';
import type { WechatQrCodes } from '../../lib/contact/wechat-qr.ts';
import { NO_WECHAT_QR } from '../../lib/contact/wechat-qr.ts';
import type { FocalPoints } from '@refit/contract/in-process';

export interface ShellMenuItem {
  id: number;
  label: string;
  /** The link as the editors entered it (a site path or an http(s) address). */
  link: string;
  /** The address to render: site paths carry `?menuId=<id>`, outside addresses are kept as they are. */
  href: string;
  /** http(s) links leave the site and open in a new tab. */
  external: boolean;
  /** Tile picture of the submenu (full URL, or empty). */
  icon: string;
  children: ShellMenuItem[];
}

export interface ShellBrand {
  id: number;
  name: string;
  /** Its address name (/brand/porsche): the served slug, else one made from the English name. */
  slug: string;
  icon: string;
}

export interface ShellPartner {
  id: number;
  name: string;
  icon: string;
  link: string;
}

/** The salesperson contact: title, the number as shown, and a tel: address for it. */
export type ShellSalesContact = SalesContact;

export interface ShellSocialLink {
  /** Platform name when the editors gave one (wechat, weibo, ...), else empty. */
  name: string;
  icon: string;
  link: string;
}

/** A filing number of the footer and the register page it links to. */
export interface ShellFiling {
  number: string;
  href: string;
}

/** The ICP and public-security filing numbers (common data "site_info"); null when not given. */
export interface ShellFilings {
  icp: ShellFiling | null;
  psb: ShellFiling | null;
}

export const NO_FILINGS: ShellFilings = { icp: null, psb: null };

export interface ShellData {
  logo: string;
  menu: ShellMenuItem[];
  brands: ShellBrand[];
  partners: ShellPartner[];
  sales: ShellSalesContact | null;
  socials: ShellSocialLink[];
  /** The WeChat QR codes, drawn on the server as SVG pictures (footer, About, the WeChat dialog). */
  wechatQr: WechatQrCodes;
  copyright: string;
  filings: ShellFilings;
  /** The common_js snippet, injected into the document head once per page. */
  commonScript: string;
  /** Where cropped media library pictures keep their focus (components/ui/focal-points.tsx). */
  focalPoints: FocalPoints;
}

export const EMPTY_SHELL: ShellData = {
  logo: '',
  menu: [],
  brands: [],
  partners: [],
  sales: null,
  socials: [],
  wechatQr: NO_WECHAT_QR,
  copyright: '',
  filings: NO_FILINGS,
  commonScript: '',
  focalPoints: {},
};
