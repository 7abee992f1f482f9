// Every account with its role, state and last sign-in, and the actions on it.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '../../components/badge.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { UserActions } from './user-actions.tsx';
import type { AdminUserRecord } from '@refit/contract/admin';

export function UsersTable({ users, onChanged }: { users: AdminUserRecord[]; onChanged: () => void }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const columns = useMemo<ColumnDef<AdminUserRecord>[]>(
    () => [
      {
        id: 'name',
        header: t.users.columns.name,
        cell: ({ row }) => <strong>{row.original.name || t.common.none}</strong>,
      },
      { id: 'email', header: t.users.columns.email, cell: ({ row }) => row.original.email },
      {
        id: 'status',
        header: t.users.columns.status,
        cell: ({ row }) =>
          row.original.disabled ? (
            <Badge tone="danger">{t.users.disabled}</Badge>
          ) : (
            <Badge tone="success">{t.users.active}</Badge>
          ),
      },
      {
        id: 'lastSignIn',
        header: t.users.columns.lastSignIn,
        cell: ({ row }) =>
          row.original.lastSignInAt ? formatDateTime(row.original.lastSignInAt, lang) : t.users.never,
      },
      {
        id: 'actions',
        header: t.users.columns.actions,
        minSize: 320,
        cell: ({ row }) => <UserActions user={row.original} onChanged={onChanged} />,
      },
    ],
    [t, lang, onChanged],
  );
  // The table instance is rebuilt each render by design; nothing downstream memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: users,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
  });
  return <DataTable table={table} caption={t.users.title} />;
}
