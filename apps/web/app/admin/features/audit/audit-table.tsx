// The audit log as sentences: when, what happened in words (who did what to which item, and the
// fields it changed before and after), and from which address.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { auditSentence, changeLines } from './audit-sentence.ts';
import type { ContentFieldLabel } from './audit-sentence.ts';
import type { AuditRecord } from '@refit/contract/admin';

export function AuditTable({
  records,
  contentFieldLabel,
}: {
  records: AuditRecord[];
  /** The content screens' field labels (the route brings them: features do not share code). */
  contentFieldLabel: ContentFieldLabel;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const c = t.audit.columns;
  const columns = useMemo<ColumnDef<AuditRecord>[]>(
    () => [
      {
        id: 'at',
        header: c.at,
        minSize: 150,
        cell: ({ row }) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.original.at, lang)}</span>
        ),
      },
      {
        id: 'event',
        header: c.event,
        minSize: 320,
        cell: ({ row }) => {
          const lines = changeLines(row.original, t, contentFieldLabel);
          return (
            <div>
              <p style={{ margin: 0 }}>{auditSentence(row.original, t, lang)}</p>
              {lines.length > 0 ? (
                <ul
                  aria-label={t.audit.changesLabel}
                  style={{
                    margin: 'var(--space-1, 4px) 0 0',
                    paddingLeft: '1.1em',
                    color: 'var(--admin-muted)',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'ip',
        header: c.ip,
        cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.ip}</span>,
      },
    ],
    [c, lang, t, contentFieldLabel],
  );
  // The table instance is rebuilt each render by design; nothing downstream memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: records,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  });
  return <DataTable table={table} caption={t.audit.title} />;
}
