// The inbox's export as its readers see the inbox: one line per enquiry, headed and worded in the
// admin's language (statuses, languages and kinds of page as words, not codes), times in the
// site's time zone with the offset shown.
import { ENQUIRY_WORDS, enquirySourcePlace } from '@refit/contract/admin';
import type { EnquiryRecord } from '@refit/contract/admin';
import type { UiLanguage } from '@refit/contract';
import { csvDocument } from './csv.ts';
import { siteTime } from './site-time.ts';

export interface EnquiryCsvOptions {
  lang: UiLanguage;
  /** SITE_TIME_ZONE. */
  timeZone: string;
}

export function enquiryCsv(records: readonly EnquiryRecord[], { lang, timeZone }: EnquiryCsvOptions): string {
  const words = ENQUIRY_WORDS[lang];
  const c = words.csvColumns;
  const header = [
    c.id,
    c.receivedAt,
    c.name,
    c.phone,
    c.wechat,
    c.email,
    c.message,
    c.language,
    c.sourceKind,
    c.source,
    c.sourcePath,
    c.bookingDate,
    c.bookingSlot,
    c.workshop,
    c.vin,
    c.status,
    c.assignee,
    c.notes,
    c.updatedAt,
  ];
  const rows = records.map((record) => [
    record.id,
    siteTime(record.receivedAt, timeZone),
    record.name,
    record.phone,
    record.wechat,
    record.email,
    record.message,
    words.languages[record.language],
    words.sourceKinds[record.source.kind],
    enquirySourcePlace(record.source, words),
    record.source.path,
    // A day in the site's time zone already, as the visitor chose it.
    record.booking.date,
    record.booking.slot ? words.slots[record.booking.slot] : '',
    record.booking.workshopName,
    record.booking.vin,
    words.status[record.status],
    record.assigneeName ?? '',
    record.notes,
    siteTime(record.updatedAt, timeZone),
  ]);
  return csvDocument(header, rows);
}
