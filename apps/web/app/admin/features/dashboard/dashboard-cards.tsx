// The start page's figures: new enquiries waiting (owners, sales), unpublished work (owners,
// editors) and this week's visits against last week's (everyone).
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './dashboard.module.css';
import { StatCard } from './stat-card.tsx';
import { visitChange } from './visit-change.ts';
import { waitAge } from './wait-age.ts';
import type { Dashboard } from '@refit/contract/admin';

export function DashboardCards({ data, now }: { data: Dashboard; now: number }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const d = t.dashboard;
  const { enquiries, content, visits } = data;
  const work = content?.types.reduce(
    (sum, type) => ({
      drafts: sum.drafts + type.drafts,
      changed: sum.changed + type.changed,
      scheduled: sum.scheduled + type.scheduled,
    }),
    { drafts: 0, changed: 0, scheduled: 0 },
  );
  const change = visitChange(visits.thisWeek.visits, visits.lastWeek.visits);
  const changeText =
    change.kind === 'up' || change.kind === 'down'
      ? // Whole percents: a start page compares, it does not audit (16.67% reads as false precision).
        d.visits[change.kind](formatPercent(Math.round(change.ratio * 100) / 100, lang))
      : change.kind === 'same'
        ? d.visits.same
        : d.visits.noEarlier;
  return (
    <ul className={styles.cards}>
      {enquiries ? (
        <StatCard
          title={d.enquiries.title}
          metric="waiting-enquiries"
          value={formatNumber(enquiries.waiting, lang)}
          calm={enquiries.waiting === 0}
          note={
            enquiries.oldestAt
              ? d.enquiries.oldest(waitAge(enquiries.oldestAt, now, d.age))
              : d.enquiries.none
          }
          link={{ to: '/admin/enquiries?status=new&sort=receivedAt&order=asc', label: d.enquiries.open }}
        />
      ) : null}
      {work ? (
        <StatCard
          title={d.content.title}
          metric="unpublished-work"
          value={formatNumber(work.drafts + work.changed, lang)}
          calm={work.drafts + work.changed === 0}
          note={
            work.drafts + work.changed === 0
              ? d.content.none
              : (['drafts', 'changed', 'scheduled'] as const)
                  .filter((kind) => work[kind] > 0)
                  .map((kind) => d.content[kind](work[kind]))
                  .join(' · ')
          }
          link={{ to: '/admin/content', label: d.content.open }}
        />
      ) : null}
      <StatCard
        title={d.visits.title}
        metric="week-visits"
        value={formatNumber(visits.thisWeek.visits, lang)}
        calm={change.kind === 'none'}
        note={
          change.kind === 'none' ? (
            d.visits.none
          ) : (
            <>
              <span
                className={
                  change.kind === 'up' ? styles.up : change.kind === 'down' ? styles.down : undefined
                }
              >
                {changeText}
              </span>
              <span className={styles.noteAside}>
                {d.visits.before(formatNumber(visits.lastWeek.visits, lang))}
              </span>
            </>
          )
        }
        link={{
          to: `/admin/analytics?from=${visits.lastWeek.from}&to=${visits.thisWeek.to}`,
          label: d.visits.open,
        }}
      />
    </ul>
  );
}
