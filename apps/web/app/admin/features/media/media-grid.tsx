// The library as a grid of thumbnails: photos and drawings by their smallest variant, documents
// and videos by a labelled tile. Choosing one selects it (aria-pressed).
import { useAdminText } from '../../lib/i18n.ts';
import { formatBytes } from '../../lib/format.ts';
import { thumbnailOf, variantsPending } from './media-api.ts';
import type { MediaRecord } from './media-api.ts';
import styles from './media.module.css';

export function MediaGrid({
  records,
  selectedId,
  selectedIds,
  onSelect,
}: {
  records: MediaRecord[];
  selectedId: number | null;
  /** Several chosen at once (a picker for a list); `selectedId` is then not used. */
  selectedIds?: readonly number[];
  onSelect: (record: MediaRecord) => void;
}) {
  const t = useAdminText().media;
  return (
    <ul className={styles.grid} aria-label={t.gridLabel}>
      {records.map((record) => {
        const thumbnail = thumbnailOf(record);
        return (
          <li key={record.id}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={selectedIds ? selectedIds.includes(record.id) : record.id === selectedId}
              onClick={() => onSelect(record)}
            >
              <span className={styles.thumb} data-kind={record.kind}>
                {thumbnail ? (
                  <img
                    src={thumbnail}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    style={{ objectPosition: `${record.focalX * 100}% ${record.focalY * 100}%` }}
                  />
                ) : (
                  <span className={styles.kindMark}>{t.kindOne[record.kind]}</span>
                )}
                {record.sitePath !== null ? <span className={styles.siteMark}>{t.siteFile}</span> : null}
                {variantsPending(record) ? (
                  <span className={styles.generating}>
                    <span className={styles.generatingDot} aria-hidden="true" />
                    {t.generating(record.variantsReady, record.variantsTotal)}
                  </span>
                ) : null}
              </span>
              <span className={styles.tileName}>{record.name}</span>
              <span className={styles.tileMeta}>
                {t.kindOne[record.kind]} · {formatBytes(record.bytes)}
                {record.width && record.height ? ` · ${record.width}×${record.height}` : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
