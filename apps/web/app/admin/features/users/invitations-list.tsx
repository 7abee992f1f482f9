// The open invitations under the accounts: to whom, for which role, by whom and until when, each
// with a confirmed withdrawal that stops its link.
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { Invitation } from '@refit/contract/admin';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ConfirmDialog } from '../../components/overlay/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';

export function InvitationsList({
  invitations,
  onChanged,
}: {
  invitations: Invitation[];
  onChanged: () => void;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const [pending, setPending] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);

  async function withdraw(invitation: Invitation) {
    setBusy(true);
    try {
      await callAdmin('withdrawInvitation', { params: { id: invitation.id } });
      notifySuccess(t.invite.withdrawn);
      setPending(null);
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  const columns = useMemo<ColumnDef<Invitation>[]>(
    () => [
      {
        id: 'email',
        header: t.invite.columns.email,
        cell: ({ row }) => (
          <>
            <strong>{row.original.email}</strong>
            {row.original.name ? (
              <div style={{ color: 'var(--admin-muted)' }}>{row.original.name}</div>
            ) : null}
          </>
        ),
      },
      {
        id: 'role',
        header: t.invite.columns.role,
        cell: ({ row }) => <Badge>{t.roles[row.original.role]}</Badge>,
      },
      {
        id: 'invitedBy',
        header: t.invite.columns.invitedBy,
        cell: ({ row }) => row.original.invitedBy ?? t.common.none,
      },
      {
        id: 'expires',
        header: t.invite.columns.expires,
        cell: ({ row }) => formatDateTime(row.original.expiresAt, lang),
      },
      {
        id: 'actions',
        header: t.invite.columns.actions,
        cell: ({ row }) => (
          <Button
            small
            tone="danger"
            onClick={() => setPending(row.original)}
            aria-label={`${t.invite.withdraw}: ${row.original.email}`}
          >
            {t.invite.withdraw}
          </Button>
        ),
      },
    ],
    [t, lang],
  );
  // The table instance is rebuilt each render by design; nothing downstream memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: invitations,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <>
      <DataTable table={table} caption={t.invite.listTitle} />
      <ConfirmDialog
        open={pending !== null}
        title={t.invite.withdrawTitle}
        message={pending ? t.invite.confirmWithdraw(pending.email) : ''}
        confirmLabel={t.invite.withdraw}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => pending && void withdraw(pending)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
