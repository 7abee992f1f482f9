// A visit counted before the page is live (decision 0042). Public pages start their scripts only
// once they are shown (decision 0038): about a second on a phone, up to 3 s. A visitor who leaves
// before then was never traced. So the server-rendered page names its visit's address in
// VISIT_ATTRIBUTE, and the page's inline starter (start-page-scripts.ts) sends it as a beacon when
// the page is hidden or left before the visit tracker has taken over. The two share one record on
// `window` so that a page's first visit is sent once, by one of them.
import { API_PREFIX, BREAKPOINTS } from '@refit/contract';
import { underBase } from '../api/api-url.ts';
import { config } from '../config.ts';
import { MOBILE_AGENT } from './visit-rules.ts';
import type { VisitFields } from './visit-rules.ts';

/** The attribute of the element whose value is the address of the page's visit event. */
export const VISIT_ATTRIBUTE = 'data-visit';

/** The name of the record on `window` shared by the starter and the tracker. */
export const PAGE_VISIT_RECORD = '__pageVisit';

export interface PageVisitRecord {
  /** When the starter sent the page's first visit (Date.now()), if it did. */
  sentAt?: number;
  /** The tracker is sending the first visit itself: the starter sends nothing more. */
  takenOver?: boolean;
}

/** What the starter needs to send the visit: where to find it and how to tell a phone. */
export interface VisitBeaconOptions {
  attribute: string;
  record: string;
  /** The shell's phone breakpoint and the phones' user agents: visit-rules.ts's deviceType. */
  mobileMaxWidth: number;
  mobileAgent: string;
}

export const VISIT_BEACON_OPTIONS: VisitBeaconOptions = {
  attribute: VISIT_ATTRIBUTE,
  record: PAGE_VISIT_RECORD,
  mobileMaxWidth: BREAKPOINTS.shellMobileMax,
  mobileAgent: MOBILE_AGENT.source,
};

/**
 * The address of a visit's event without its device type, which the browser adds: a shared page
 * is the same for phones and desktops. The same call as the API client's userTrace.
 */
export function visitAddress(fields: VisitFields): string {
  const query = new URLSearchParams({
    browseType: fields.browseType,
    relatedId: String(fields.relatedId),
    languages: fields.languages,
  });
  return `${underBase(config.apiBaseUrl, `${API_PREFIX}/userTrace`)}?${query.toString()}`;
}

/** The page's record, made if the starter did not run (a page without it, a unit test). */
export function pageVisitRecord(): PageVisitRecord {
  const holder = window as unknown as Record<string, PageVisitRecord | undefined>;
  holder[PAGE_VISIT_RECORD] ??= {};
  return holder[PAGE_VISIT_RECORD];
}
