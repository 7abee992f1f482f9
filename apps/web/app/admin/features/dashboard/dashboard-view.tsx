// The start page once its data is in: the figures, then what the route puts between (the
// owners' checklist), then recent activity beside the unpublished work.
import type { ReactNode } from 'react';
import { ActivityPanel } from './activity-panel.tsx';
import type { AuditWords } from './activity-panel.tsx';
import { ContentWorkPanel } from './content-work-panel.tsx';
import { DashboardCards } from './dashboard-cards.tsx';
import styles from './dashboard.module.css';
import type { Dashboard } from '@refit/contract/admin';

export function DashboardView({
  data,
  describe,
  now,
  children,
}: {
  data: Dashboard;
  describe: AuditWords;
  now: number;
  children?: ReactNode;
}) {
  return (
    <div className={styles.dashboard}>
      <DashboardCards data={data} now={now} />
      {children}
      <div className={data.content ? styles.columns : undefined}>
        <ActivityPanel activity={data.activity} describe={describe} />
        {data.content ? <ContentWorkPanel types={data.content.types} /> : null}
      </div>
    </div>
  );
}
