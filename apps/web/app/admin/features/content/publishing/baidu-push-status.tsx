// Beside the site settings: whether Baidu is told of published pages, what waits, the last
// submission (accepted, left for today, its error) and the latest addresses given up on.
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import { useAdminQuery } from '../../../lib/use-admin-query.ts';
import { getBaiduPushStatus } from '../content-api.ts';
import styles from '../content.module.css';

export function BaiduPushStatusPanel({ refreshKey }: { refreshKey: string }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const b = t.content.baiduPush;
  const query = useAdminQuery(`baidu-push:${refreshKey}`, (signal) => getBaiduPushStatus(signal));
  const status = query.data;
  return (
    <section className={styles.panel} aria-labelledby="baidu-push-title" aria-busy={query.loading}>
      <div className={styles.panelHeading}>
        <h2 id="baidu-push-title" className={styles.panelTitle}>
          {b.title}
        </h2>
        <Button small onClick={query.reload} disabled={query.loading}>
          {b.refresh}
        </Button>
      </div>
      {query.error !== undefined ? (
        <p className={styles.formAlert} role="alert">
          {b.loadFailed}
        </p>
      ) : null}
      {status ? (
        <>
          <div className={`${styles.badges} ${styles.pushState}`}>
            <Badge tone={status.enabled ? 'success' : 'neutral'}>{status.enabled ? b.on : b.off}</Badge>
            {status.enabled ? <span className={styles.muted}>{status.site}</span> : null}
          </div>
          {status.enabled ? null : <p className={styles.muted}>{b.intro}</p>}
          <dl className={styles.pushCounts}>
            <div>
              <dt>{b.pending}</dt>
              <dd>{formatNumber(status.queue.pending, lang)}</dd>
            </div>
            <div>
              <dt>{b.sent}</dt>
              <dd>{formatNumber(status.queue.sent, lang)}</dd>
            </div>
            <div>
              <dt>{b.failed}</dt>
              <dd>{formatNumber(status.queue.failed, lang)}</dd>
            </div>
          </dl>
          <div className={styles.pushRun}>
            <h3 className={styles.pushHeading}>{b.lastRun}</h3>
            {status.lastRun ? (
              <>
                <p className={styles.muted}>{formatDateTime(status.lastRun.at, lang)}</p>
                <p>
                  {b.accepted(status.lastRun.success, status.lastRun.submitted)}
                  {status.lastRun.refused > 0 ? ` · ${b.refused(status.lastRun.refused)}` : ''}
                  {status.lastRun.remain !== null ? ` · ${b.remain(status.lastRun.remain)}` : ''}
                </p>
                {status.lastRun.error ? (
                  <p className={styles.pushError}>{b.lastError(status.lastRun.error)}</p>
                ) : null}
              </>
            ) : (
              <p className={styles.muted}>{b.never}</p>
            )}
            {status.pausedUntil ? (
              <p className={styles.scheduled}>{b.pausedUntil(formatDateTime(status.pausedUntil, lang))}</p>
            ) : null}
          </div>
          {status.failures.length > 0 ? (
            <div className={styles.pushRun}>
              <h3 className={styles.pushHeading}>{b.failures}</h3>
              <ul className={styles.pushFailures}>
                {status.failures.map((failure) => (
                  <li key={failure.url}>
                    <span className={styles.pushUrl}>{failure.url}</span>
                    <span className={styles.muted}>
                      {formatDateTime(failure.at, lang)} · {failure.error}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
