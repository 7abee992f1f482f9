import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import type { AuditRecord } from '../../lib/types.ts';

/** The entry's details as short "key: value" pairs. */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

export function AuditTable({ records }: { records: AuditRecord[] }) {
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
      { id: 'actor', header: c.actor, cell: ({ row }) => row.original.actorEmail ?? t.audit.system },
      { id: 'action', header: c.action, cell: ({ row }) => <code>{row.original.action}</code> },
      { id: 'target', header: c.target, cell: ({ row }) => row.original.target || t.common.none },
      {
        id: 'detail',
        header: c.detail,
        minSize: 200,
        cell: ({ row }) => (
          <span style={{ color: 'var(--admin-muted)', overflowWrap: 'anywhere' }}>
            {detailText(row.original.detail)}
          </span>
        ),
      },
      {
        id: 'ip',
        header: c.ip,
        cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.ip}</span>,
      },
    ],
    [c, lang, t],
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
