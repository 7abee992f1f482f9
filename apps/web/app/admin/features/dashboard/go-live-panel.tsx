// The owners' go-live checklist: how many items are done, and each item with what is still
// pending and where to put it right; items done stay listed, in green.
import { Link } from 'react-router';
import { Badge } from '../../components/badge.tsx';
import type { BadgeTone } from '../../components/badge.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import styles from './dashboard.module.css';
import { goLiveFix } from './go-live-fix.ts';
import { goLiveText } from './go-live-text.ts';
import type { GoLiveChecklist, GoLiveItem } from '@refit/contract/admin';

const TONE: Readonly<Record<GoLiveItem['state'], BadgeTone>> = {
  done: 'success',
  todo: 'accent',
  unavailable: 'neutral',
};

function GoLiveRow({ item }: { item: GoLiveItem }) {
  const t = useAdminText();
  const g = t.dashboard.goLive;
  const fix = goLiveFix(item);
  return (
    <li className={`${styles.check} ${styles[item.state]}`}>
      <span className={styles.checkMark} aria-hidden="true" />
      <div className={styles.checkBody}>
        <div className={styles.checkHead}>
          <h3 className={styles.checkTitle}>{g.items[item.id].title}</h3>
          <Badge tone={TONE[item.state]}>{g.states[item.state]}</Badge>
        </div>
        <p className={styles.checkText}>{goLiveText(item, t)}</p>
        {fix.kind === 'link' ? (
          <Link className={styles.cardLink} to={fix.to}>
            {g.fix[fix.label]}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
        {fix.kind === 'configuration' ? (
          <p className={styles.checkText}>
            {g.configure}{' '}
            {fix.variables.map((name, index) => (
              <span key={name}>
                {index > 0 ? ` ${g.configureOr} ` : null}
                <code className={styles.code}>{name}</code>
              </span>
            ))}
          </p>
        ) : null}
        {fix.kind === 'configuration' && fix.link ? (
          <Link className={styles.cardLink} to={fix.link.to}>
            {g.fix[fix.link.label]}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

export function GoLivePanel({ checklist }: { checklist: GoLiveChecklist }) {
  const g = useAdminText().dashboard.goLive;
  const complete = checklist.done === checklist.total;
  return (
    <section className={`${styles.panel} ${styles.goLive}`} aria-labelledby="dashboard-go-live">
      <div className={styles.panelHead}>
        <div>
          <h2 id="dashboard-go-live" className={styles.panelTitle}>
            {g.title}
          </h2>
          <p className={styles.panelIntro}>{complete ? g.allDone : g.intro}</p>
        </div>
        <div className={styles.progress}>
          <span className={styles.progressText} data-metric="go-live-done">
            {g.progress(checklist.done, checklist.total)}
          </span>
          <span className={styles.progressBar} aria-hidden="true">
            <span style={{ width: `${checklist.total ? (100 * checklist.done) / checklist.total : 0}%` }} />
          </span>
        </div>
      </div>
      <ul className={styles.checks}>
        {checklist.items.map((item) => (
          <GoLiveRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
