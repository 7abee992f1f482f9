// A ranked list drawn as simple horizontal bars: tops, devices, languages, channels.
import styles from './analytics.module.css';

export interface BarItem {
  key: string;
  label: string;
  value: number;
}

export function BarList({
  title,
  items,
  emptyLabel,
  format,
}: {
  title: string;
  items: BarItem[];
  emptyLabel: string;
  format: (n: number) => string;
}) {
  const max = Math.max(0, ...items.map((item) => item.value));
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {max === 0 ? (
        <p className={styles.empty}>{emptyLabel}</p>
      ) : (
        <ul className={styles.bars}>
          {items.map((item) => (
            <li key={item.key} className={styles.bar}>
              <span className={styles.barHead}>
                <span className={styles.barName}>{item.label}</span>
                <span className={styles.barValue}>{format(item.value)}</span>
              </span>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={styles.fill}
                  style={{ display: 'block', width: `${(item.value / max) * 100}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
