// /admin/users (owners): accounts, roles, disabling and password resets; inviting colleagues and
// the invitations still open.
import { useState } from 'react';
import { Button } from '../../admin/components/button.tsx';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { CreateUserDialog } from '../../admin/features/users/create-user-dialog.tsx';
import { InvitationsList } from '../../admin/features/users/invitations-list.tsx';
import { InviteDialog } from '../../admin/features/users/invite-dialog.tsx';
import { UsersTable } from '../../admin/features/users/users-table.tsx';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.users.title);

export default function UsersPage() {
  const user = useAdminUser();
  // The server answers 403 as well; this spares the call and says so at once.
  return canOpen(user.role, 'users') ? <UsersList /> : <NoPermission />;
}

function UsersList() {
  const t = useAdminText();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const query = useAdminQuery('users', (signal) => callAdmin('listUsers', { signal }));
  const invitations = useAdminQuery('invitations', (signal) => callAdmin('listInvitations', { signal }));
  return (
    <>
      <PageHeader
        title={t.users.title}
        subtitle={t.users.subtitle}
        actions={
          <>
            <Button onClick={() => setCreating(true)}>{t.users.create}</Button>
            <Button tone="primary" onClick={() => setInviting(true)}>
              {t.invite.open}
            </Button>
          </>
        }
      />
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => <AdminPageError error={error} area="users" onRetry={query.reload} />}
      >
        {(data) =>
          data.records.length === 0 ? (
            <EmptyState message={t.users.empty} />
          ) : (
            <UsersTable users={data.records} onChanged={query.reload} />
          )
        }
      </QueryView>
      <section style={{ display: 'grid', gap: 'var(--space-3)', marginTop: 'var(--space-6)' }}>
        <h2 style={{ margin: 0, fontSize: 'var(--text-lg)' }}>{t.invite.listTitle}</h2>
        <QueryView
          query={invitations}
          loadingLabel={t.common.loading}
          renderError={(error) => <AdminPageError error={error} area="users" onRetry={invitations.reload} />}
        >
          {(data) =>
            data.records.length === 0 ? (
              <EmptyState message={t.invite.listEmpty} />
            ) : (
              <InvitationsList invitations={data.records} onChanged={invitations.reload} />
            )
          }
        </QueryView>
      </section>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={query.reload} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={invitations.reload} />
    </>
  );
}
