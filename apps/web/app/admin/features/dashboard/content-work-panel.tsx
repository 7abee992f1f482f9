// Unpublished work per content type, each count a link to the list that shows those items.
import { Link } from 'react-router';
import { EmptyState } from '../../components/state.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import styles from './dashboard.module.css';
import type { ContentType, Dashboard } from '@refit/contract/admin';

type TypeWork = NonNullable<Dashboard['content']>['types'][number];

const listOf = (type: ContentType, status?: 'draft' | 'changed') =>
  `/admin/content/${type}${status ? `?status=${status}` : ''}`;

export function ContentWorkPanel({ types }: { types: readonly TypeWork[] }) {
  const t = useAdminText();
  const c = t.dashboard.content;
  return (
    <section className={styles.panel} aria-labelledby="dashboard-content">
      <div className={styles.panelHead}>
        <h2 id="dashboard-content" className={styles.panelTitle}>
          {c.byType}
        </h2>
      </div>
      {types.length === 0 ? (
        <EmptyState message={c.none} />
      ) : (
        <ul className={styles.work}>
          {types.map((work) => (
            <li key={work.type} className={styles.workRow}>
              <Link className={styles.workType} to={listOf(work.type)}>
                {t.content.types[work.type]}
              </Link>
              <span className={styles.workCounts}>
                {work.drafts > 0 ? (
                  <Link to={listOf(work.type, 'draft')}>{c.drafts(work.drafts)}</Link>
                ) : null}
                {work.changed > 0 ? (
                  <Link to={listOf(work.type, 'changed')}>{c.changed(work.changed)}</Link>
                ) : null}
                {work.scheduled > 0 ? (
                  <Link to={listOf(work.type)}>{c.scheduled(work.scheduled)}</Link>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
