// The signed-in part of /admin: asks the server who is signed in (GET /api/admin/auth/me) and
// sends anyone else to the sign-in page, remembering the page they asked for.
import { Outlet, redirect } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { LoadingState } from '../../admin/components/state.tsx';
import { AdminShell } from '../../admin/features/shell/admin-shell.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { AdminApiError } from '../../admin/lib/api-error.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { loginPath } from '../../admin/lib/login-path.ts';
import type { AdminUser } from '../../admin/lib/types.ts';
import type { Route } from './+types/admin-app';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall<{ user: AdminUser }>('/auth/me', {
      signal: request.signal,
      expectUnauthorized: true,
    });
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(loginPath(`${url.pathname}${url.search}`));
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

// The user only changes on an explicit revalidation (a language switch, a saved account).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function HydrateFallback() {
  const t = useAdminText();
  return (
    <div style={{ padding: 'var(--space-7) var(--space-5)' }}>
      <LoadingState label={t.common.loading} />
    </div>
  );
}

export default function AdminApp({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}
