// Shapes of the /api/admin answers the pages read (the agreed admin API). Types only: the zod
// schemas stay on the server, out of the browser bundle.
import type { AdminRole } from '@refit/contract/admin/roles';

export { ADMIN_ROLES, PASSWORD_MIN_LENGTH } from '@refit/contract/admin/roles';
export type { AdminRole };

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  totpEnabled: boolean;
  mustSetUpTotp: boolean;
}

export interface AdminUserRecord extends AdminUser {
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface Paged<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
}

export type EnquiryStatus = 'new' | 'contacted' | 'quoted' | 'won' | 'lost';
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['new', 'contacted', 'quoted', 'won', 'lost'];

export interface EnquirySource {
  kind: 'car' | 'product' | 'page';
  id: number | null;
  path: string;
  title: string;
}

export interface Enquiry {
  id: number;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  language: 'cn' | 'en';
  source: EnquirySource | null;
  status: EnquiryStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  notes: string;
  updatedAt: string;
}

export interface Assignable {
  id: number;
  name: string;
  email: string;
}

export interface TopItem {
  id: number;
  name: string;
  nameEn: string;
  views: number;
}

export interface AnalyticsDay {
  date: string;
  visits: number;
  visitors: number;
  pageViews: number;
  enquiries: number;
}

export interface AnalyticsReport {
  days: AnalyticsDay[];
  totals: { visits: number; visitors: number; pageViews: number; enquiries: number; conversion: number };
  topCars: TopItem[];
  topBrands: TopItem[];
  topProducts: TopItem[];
  topNews: TopItem[];
  devices: { mobile: number; desktop: number };
  languages: { cn: number; en: number };
  channels: Record<'baidu' | 'wechat' | 'douyin' | 'google' | 'bing' | 'direct' | 'other', number>;
}

/** An audit entry with its actor's name, its subject by name and its changes. */
export type { AuditChange, AuditRecord, AuditSubject } from '@refit/contract/admin';

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface SecuritySettings {
  requireTotpForOwners: boolean;
}

/** A background job as GET /jobs tells it (owners): its interval and how its last run went. */
export interface JobStatus {
  name: string;
  everyMs: number;
  running: boolean;
  lastStartedAt: string | null;
  lastEndedAt: string | null;
  lastOutcome: 'ok' | 'error' | null;
  lastError: string | null;
  nextRunAt: string | null;
  failures: number;
}
