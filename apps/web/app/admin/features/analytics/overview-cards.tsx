// The overview's figures, each a link to the page that explains it.
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './analytics.module.css';
import type { AnalyticsReport } from '@refit/contract/admin';

export function OverviewCards({
  newEnquiries,
  today,
}: {
  newEnquiries: number | null;
  today: AnalyticsReport['totals'] | null;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const cards = [
    newEnquiries === null
      ? null
      : {
          key: 'new',
          label: t.overview.newEnquiries,
          value: newEnquiries,
          to: '/admin/enquiries?status=new',
          action: t.overview.openInbox,
        },
    today === null
      ? null
      : {
          key: 'visits',
          label: t.overview.todayVisits,
          value: today.visits,
          to: '/admin/analytics?days=7',
          action: t.overview.openAnalytics,
        },
    today === null
      ? null
      : {
          key: 'visitors',
          label: t.overview.todayVisitors,
          value: today.visitors,
          to: '/admin/analytics?days=7',
          action: t.overview.openAnalytics,
        },
  ].filter((card) => card !== null);
  return (
    <ul className={styles.cards} style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card}>
          <p className={styles.cardLabel}>{card.label}</p>
          <p className={styles.cardValue} data-metric={card.key}>
            {formatNumber(card.value, lang)}
          </p>
          <Link to={card.to} style={{ color: 'var(--color-accent-bright)', fontSize: 'var(--text-xs)' }}>
            {card.action} →
          </Link>
        </li>
      ))}
    </ul>
  );
}
