// The inbox table: TanStack Table in manual mode (the server sorts and pages).
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { formatShortDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import type { EnquiryFilters, EnquirySort } from './enquiry-query.ts';
import { sortSearch } from './enquiry-query.ts';
import { SourceLink } from './source-link.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './enquiry-table.module.css';
import type { EnquiryRecord } from '@refit/contract/admin';

/** An address that may break after its @ when the column is narrow, never inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function EnquiryTable({ records, filters }: { records: EnquiryRecord[]; filters: EnquiryFilters }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const c = t.enquiries.columns;

  const columns = useMemo<ColumnDef<EnquiryRecord>[]>(
    () => [
      {
        id: 'receivedAt',
        header: c.receivedAt,
        enableSorting: true,
        minSize: 130,
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatShortDateTime(row.original.receivedAt, lang)}</span>
        ),
      },
      {
        id: 'name',
        header: c.name,
        enableSorting: true,
        minSize: 110,
        cell: ({ row }) => (
          <Link className={styles.name} to={`/admin/enquiries/${row.original.id}`}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'phone',
        header: c.phone,
        cell: ({ row }) =>
          row.original.phone ? (
            <a className={styles.contact} href={`tel:${row.original.phone.replace(/[^\d+]/g, '')}`}>
              {row.original.phone}
            </a>
          ) : null,
      },
      {
        // No link: WeChat opens no chat from a web page; the ID is copied into WeChat's search.
        id: 'wechat',
        header: c.wechat,
        cell: ({ row }) => row.original.wechat || null,
      },
      {
        id: 'email',
        header: c.email,
        cell: ({ row }) =>
          row.original.email ? (
            <a className={`${styles.contact} ${styles.email}`} href={`mailto:${row.original.email}`}>
              <EmailText email={row.original.email} />
            </a>
          ) : null,
      },
      {
        id: 'message',
        header: c.message,
        minSize: 150,
        cell: ({ row }) => (
          <span className={styles.message} title={row.original.message}>
            {row.original.message}
          </span>
        ),
      },
      {
        id: 'language',
        header: c.language,
        cell: ({ row }) => (
          <span className={styles.nowrap}>{t.enquiries.languages[row.original.language]}</span>
        ),
      },
      {
        id: 'source',
        header: c.source,
        minSize: 130,
        cell: ({ row }) => <SourceLink source={row.original.source} />,
      },
      {
        id: 'status',
        header: c.status,
        enableSorting: true,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'assignee',
        header: c.assignee,
        cell: ({ row }) =>
          row.original.assigneeName ? (
            <span className={styles.nowrap}>{row.original.assigneeName}</span>
          ) : (
            <span className={styles.muted}>{t.enquiries.unassigned}</span>
          ),
      },
    ],
    [c, lang, t],
  );

  const sorting: SortingState = [{ id: filters.sort, desc: filters.order === 'desc' }];
  // The table instance is rebuilt each render by design; nothing downstream memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: records,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableSorting: true,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (!first) return;
      void navigate({ search: sortSearch(search, first.id as EnquirySort, first.desc ? 'desc' : 'asc') });
    },
  });

  return <DataTable table={table} caption={t.enquiries.title} sortLabel={t.enquiries.sortBy} />;
}
