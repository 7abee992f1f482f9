// The items of one type: picture, titles in both languages, what they belong to, status and
// translation marks, last change; a checkbox per row for bulk actions and, where the list has an
// order, a drag handle per row.
import { Link } from 'react-router';
import tableStyles from '../../../components/data-table.module.css';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import { ContentStatusBadge, MissingBadge } from './content-status-badge.tsx';
import type { ContentListRecord, ContentType } from '../content-types.ts';
import { NotShownLine } from '../publishing/not-shown-notice.tsx';
import { DragHandle, SortableScope, useSortableItem } from '../fields/sortable.tsx';
import { Thumbnail } from '../fields/thumbnail.tsx';
import styles from '../content.module.css';

export interface ContentTableProps {
  type: ContentType;
  records: ContentListRecord[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  /** Given when the rows may be dragged into a new order. */
  onMove?: ((from: number, to: number) => void) | undefined;
}

export function ContentTable({ type, records, selected, onSelect, onMove }: ContentTableProps) {
  const t = useAdminText();
  const c = t.content.columns;
  const allSelected = records.length > 0 && records.every((record) => selected.has(record.id));
  const ids = records.map((record) => String(record.id));
  const nameOf = (id: string) => records.find((record) => String(record.id) === id)?.title ?? id;
  const rows = records.map((record) => (
    <ContentRow
      key={record.id}
      type={type}
      record={record}
      sortable={Boolean(onMove)}
      checked={selected.has(record.id)}
      onCheck={(on) => onSelect([record.id], on)}
    />
  ));
  return (
    <div className={tableStyles.scroller} role="region" aria-label={t.content.types[type]} tabIndex={0}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>{t.content.types[type]}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.checkCell}>
              <input
                type="checkbox"
                className={styles.check}
                aria-label={t.content.selectAll}
                checked={allSelected}
                onChange={(event) =>
                  onSelect(
                    records.map((record) => record.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            {onMove ? (
              <th scope="col" className={styles.handleCell}>
                <span className={tableStyles.caption}>{c.order}</span>
              </th>
            ) : null}
            <th scope="col" className={styles.wideColumn}>
              {c.picture}
            </th>
            <th scope="col" className={styles.titleColumn}>
              {c.title}
            </th>
            <th scope="col" className={styles.wideColumn}>
              {c.parent}
            </th>
            <th scope="col">{c.status}</th>
            <th scope="col" className={styles.wideColumn}>
              {c.updated}
            </th>
          </tr>
        </thead>
        <tbody>
          {onMove ? (
            <SortableScope ids={ids} nameOf={nameOf} onMove={onMove}>
              {rows}
            </SortableScope>
          ) : (
            rows
          )}
        </tbody>
      </table>
    </div>
  );
}

function ContentRow({
  type,
  record,
  sortable,
  checked,
  onCheck,
}: {
  type: ContentType;
  record: ContentListRecord;
  sortable: boolean;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const { attach, style, dragging, attachHandle, handleProps } = useSortableItem(
    String(record.id),
    !sortable,
  );
  const title = record.title || record.titleEn || `#${record.id}`;
  return (
    <tr ref={attach} style={style} className={dragging ? styles.draggingRow : undefined}>
      <td className={styles.checkCell}>
        <input
          type="checkbox"
          className={styles.check}
          aria-label={t.content.selectItem(title)}
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
        />
      </td>
      {sortable ? (
        <td className={styles.handleCell}>
          <DragHandle
            attach={attachHandle}
            handleProps={handleProps}
            label={t.content.reorder.handle(title)}
          />
        </td>
      ) : null}
      <td className={styles.wideColumn}>
        <Thumbnail url={record.thumbnailUrl} />
      </td>
      <td>
        <Link className={styles.titleLink} to={`/admin/content/${type}/${record.id}`}>
          {title}
        </Link>
        <span className={styles.titleEn} lang="en">
          {record.titleEn || t.common.none}
        </span>
        {record.missingTranslations > 0 ? (
          <span className={styles.rowBadge}>
            <MissingBadge count={record.missingTranslations} />
          </span>
        ) : null}
      </td>
      <td className={`${styles.muted} ${styles.wideColumn}`}>{record.parentTitle ?? t.common.none}</td>
      <td>
        <span className={styles.statusCell}>
          <ContentStatusBadge status={record.status} />
          <NotShownLine reasons={record.notShown} />
          {record.publishAt ? (
            <span className={styles.muted}>
              {t.content.scheduled(formatShortDateTime(record.publishAt, lang))}
            </span>
          ) : null}
        </span>
      </td>
      <td className={styles.wideColumn}>
        <span className={styles.updatedCell}>
          {record.updatedAt ? formatShortDateTime(record.updatedAt, lang) : t.common.none}
          {record.updatedByName ? <span className={styles.muted}>{record.updatedByName}</span> : null}
        </span>
      </td>
    </tr>
  );
}
