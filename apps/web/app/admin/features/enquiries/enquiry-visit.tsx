// The workshop visit an enquiry asks for (decision 0065): the day as the visitor chose it (a day
// in the site's time zone), the slot in words, the workshop and the VIN. Nothing when it asks for
// none.
import type { EnquiryRecord } from '@refit/contract/admin';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './enquiry-detail.module.css';

/** 2026-12-03 as 2026年12月3日 周四 or Thu, 3 Dec 2026: the day itself, never moved by a zone. */
function dayText(day: string, lang: 'zh' | 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { timeZone: 'UTC', ...options }).format(date);
  return lang === 'zh'
    ? `${format({ year: 'numeric', month: 'long', day: 'numeric' })} ${format({ weekday: 'short' })}`
    : format({ year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' });
}

export function EnquiryVisit({ booking }: { booking: EnquiryRecord['booking'] }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  if (!booking.date && !booking.slot && !booking.workshopName && !booking.vin) return null;
  return (
    <section className={styles.panel} aria-labelledby="enquiry-visit">
      <h2 id="enquiry-visit" className={styles.panelTitle}>
        {t.enquiry.booking}
      </h2>
      <dl className={styles.facts}>
        <dt>{t.enquiry.bookingDate}</dt>
        <dd>
          {booking.date ? <time dateTime={booking.date}>{dayText(booking.date, lang)}</time> : t.common.none}
        </dd>
        <dt>{t.enquiry.bookingSlot}</dt>
        <dd>{booking.slot ? t.enquiry.slots[booking.slot] : t.common.none}</dd>
        <dt>{t.enquiry.workshop}</dt>
        <dd>{booking.workshopName || t.common.none}</dd>
        <dt>{t.enquiry.vin}</dt>
        <dd className={booking.vin ? styles.code : undefined}>{booking.vin || t.common.none}</dd>
      </dl>
    </section>
  );
}
