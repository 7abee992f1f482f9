// The overview's background jobs (owners): each job's interval, its last run and how it went,
// when it runs next, and its failures in a row.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '../../components/badge.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import type { JobStatus } from '@refit/contract/admin';

const muted = { color: 'var(--admin-muted)', fontSize: 'var(--text-xs)' } as const;

export function JobsTable({ records }: { records: JobStatus[] }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const j = t.jobs;
  const columns = useMemo<ColumnDef<JobStatus>[]>(
    () => [
      {
        id: 'job',
        header: j.columns.job,
        minSize: 160,
        cell: ({ row }) => (
          <>
            <span>{j.names[row.original.name] ?? row.original.name}</span>
            <br />
            <span style={muted}>{j.every(Math.round(row.original.everyMs / 1000))}</span>
          </>
        ),
      },
      {
        id: 'lastRun',
        header: j.columns.lastRun,
        minSize: 200,
        cell: ({ row }) => {
          const job = row.original;
          if (job.lastStartedAt === null) return <span style={muted}>{j.never}</span>;
          const badge = job.running ? (
            <Badge tone="info">{j.running}</Badge>
          ) : job.lastOutcome === 'error' ? (
            <Badge tone="danger">{j.failed}</Badge>
          ) : job.lastOutcome === 'ok' ? (
            <Badge tone="success">{j.ok}</Badge>
          ) : null;
          return (
            <>
              <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.lastStartedAt, lang)}</span> {badge}
              {job.lastOutcome === 'error' && job.lastError ? (
                <>
                  <br />
                  <span style={{ ...muted, overflowWrap: 'anywhere' }}>{job.lastError}</span>
                </>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'nextRun',
        header: j.columns.nextRun,
        minSize: 150,
        cell: ({ row }) =>
          row.original.nextRunAt ? (
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.original.nextRunAt, lang)}</span>
          ) : (
            <span style={muted}>{j.soon}</span>
          ),
      },
      {
        id: 'failures',
        header: j.columns.failures,
        cell: ({ row }) => formatNumber(row.original.failures, lang),
      },
    ],
    [j, lang],
  );
  // The table instance is rebuilt each render by design; nothing downstream memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: records,
    columns,
    getRowId: (row) => row.name,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  });
  return <DataTable table={table} caption={j.title} />;
}
