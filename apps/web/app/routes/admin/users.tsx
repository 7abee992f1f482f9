// /admin/users (owners): accounts, roles, disabling and password resets.
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../admin/components/button.tsx';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { CreateUserDialog } from '../../admin/features/users/create-user-dialog.tsx';
import { UsersTable } from '../../admin/features/users/users-table.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { AdminUserRecord } from '../../admin/lib/types.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.users.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminCall<{ records: AdminUserRecord[] }>('/users', { signal: request.signal });
}
clientLoader.hydrate = true as const;

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminText();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  return (
    <>
      <PageHeader
        title={t.users.title}
        subtitle={t.users.subtitle}
        actions={
          <Button tone="primary" onClick={() => setCreating(true)}>
            {t.users.create}
          </Button>
        }
      />
      {loaderData.records.length === 0 ? (
        <EmptyState message={t.users.empty} />
      ) : (
        <UsersTable users={loaderData.records} onChanged={reload} />
      )}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={reload} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageError error={error} area="users" />;
}
