// An enquiry's sales statuses and the words its codes are shown in, in the admin's two languages:
// its status, the language it was written in and the kind of page it came from, plus the columns
// of the CSV export. Without zod, so that the admin's browser code (its locales and filters) and
// the server's export share one list.
import type { ContentLanguage, UiLanguage } from '../constants.ts';
import type { BookingSlot } from '../rules/workshop-booking.ts';
import type { EnquirySourceKind } from './enquiries.ts';

/** The sales pipeline of an enquiry: new → contacted → quoted → won / lost. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The site's fixed pages an enquiry can be sent from, named in the admin's language. */
export const ENQUIRY_PAGE_PATHS = [
  '/',
  '/about',
  '/car-list',
  '/gallery',
  '/news',
  '/aerodynamic-kits',
  '/wheels',
  '/peripherals',
  '/locations',
] as const;
export type EnquiryPagePath = (typeof ENQUIRY_PAGE_PATHS)[number];

/** The longest sales notes on an enquiry. */
export const ENQUIRY_NOTES_MAX = 2000;

export interface EnquiryWords {
  status: Record<EnquiryStatus, string>;
  languages: Record<ContentLanguage, string>;
  sourceKinds: Record<EnquirySourceKind, string>;
  /** The fixed pages' names (an item's title is stored with the enquiry instead). */
  pages: Record<EnquiryPagePath, string>;
  /** The half-day slots of a workshop booking (decision 0065). */
  slots: Record<BookingSlot, string>;
  /** The CSV export's header, column by column. */
  csvColumns: {
    id: string;
    receivedAt: string;
    name: string;
    phone: string;
    wechat: string;
    email: string;
    message: string;
    language: string;
    sourceKind: string;
    source: string;
    sourcePath: string;
    bookingDate: string;
    bookingSlot: string;
    workshop: string;
    vin: string;
    status: string;
    assignee: string;
    notes: string;
    updatedAt: string;
  };
}

export const ENQUIRY_WORDS: Readonly<Record<UiLanguage, EnquiryWords>> = {
  zh: {
    status: { new: '新咨询', contacted: '已联系', quoted: '已报价', won: '已成交', lost: '已流失' },
    languages: { cn: '中文', en: '英文' },
    sourceKinds: { car: '车型', product: '产品', location: '门店', page: '页面' },
    pages: {
      '/': '首页',
      '/about': '关于我们',
      '/car-list': '车型列表',
      '/gallery': '改装案例',
      '/news': '新闻',
      '/aerodynamic-kits': '空气动力套件',
      '/wheels': '轮毂',
      '/peripherals': '周边产品',
      '/locations': '门店与服务网点',
    },
    slots: { morning: '上午', afternoon: '下午' },
    csvColumns: {
      id: '编号',
      receivedAt: '收到时间',
      name: '姓名',
      phone: '电话',
      wechat: '微信号',
      email: '邮箱',
      message: '留言',
      language: '语言',
      sourceKind: '来源类型',
      source: '来源',
      sourcePath: '来源路径',
      bookingDate: '预约日期',
      bookingSlot: '预约时段',
      workshop: '预约门店',
      vin: '车架号（VIN）',
      status: '状态',
      assignee: '负责人',
      notes: '备注',
      updatedAt: '更新时间',
    },
  },
  en: {
    status: { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won', lost: 'Lost' },
    languages: { cn: 'Chinese', en: 'English' },
    sourceKinds: { car: 'Car', product: 'Product', location: 'Location', page: 'Page' },
    pages: {
      '/': 'Home',
      '/about': 'About',
      '/car-list': 'Car list',
      '/gallery': 'Gallery',
      '/news': 'News',
      '/aerodynamic-kits': 'Aerodynamic kits',
      '/wheels': 'Wheels',
      '/peripherals': 'Accessories',
      '/locations': 'Locations',
    },
    slots: { morning: 'Morning', afternoon: 'Afternoon' },
    csvColumns: {
      id: 'ID',
      receivedAt: 'Received',
      name: 'Name',
      phone: 'Phone',
      wechat: 'WeChat ID',
      email: 'E-mail',
      message: 'Message',
      language: 'Language',
      sourceKind: 'Source kind',
      source: 'Source',
      sourcePath: 'Source path',
      bookingDate: 'Preferred date',
      bookingSlot: 'Time slot',
      workshop: 'Workshop',
      vin: 'VIN',
      status: 'Status',
      assignee: 'Assignee',
      notes: 'Notes',
      updatedAt: 'Updated',
    },
  },
};

/**
 * Where an enquiry came from, in the admin's words: a fixed page by its name in that language, an
 * item by the title stored when the enquiry arrived, else its path ('' when none was recorded).
 */
export function enquirySourcePlace(
  source: { kind: EnquirySourceKind; path: string; title: string },
  words: EnquiryWords,
): string {
  const path = source.path.trim();
  const page = path.length > 1 ? path.replace(/[?#].*$/, '').replace(/\/+$/, '') : path;
  if (source.kind === 'page' && (ENQUIRY_PAGE_PATHS as readonly string[]).includes(page)) {
    return words.pages[page as EnquiryPagePath];
  }
  return source.title.trim() || path;
}
