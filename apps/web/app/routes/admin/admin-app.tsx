// The signed-in part of /admin: asks the server who is signed in (GET /api/admin/auth/me) and
// sends anyone else to the sign-in page, remembering the page they asked for.
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../admin/components/state.tsx';
import { AdminShell } from '../../admin/features/shell/admin-shell.tsx';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { AdminApiError } from '../../admin/lib/api-error.ts';
import { errorText } from '../../admin/lib/error-text.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { loginPath } from '../../admin/lib/login-path.ts';
import { AdminSessionContext } from '../../admin/lib/session.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';

const ACCOUNT_PATH = '/admin/account';

function isSignedOut(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401;
}

export default function AdminApp() {
  const t = useAdminText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const me = useAdminQuery('me', (signal) => callAdmin('me', { signal, expectUnauthorized: true }));
  const signedOut = isSignedOut(me.error);

  useEffect(() => {
    if (signedOut) void navigate(loginPath(`${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  const user = me.data?.user;
  const { reload } = me;
  // An owner who must set up two-step sign-in can use nothing else yet: the account page says why.
  const mustSetUpTotp = user?.mustSetUpTotp === true;
  const onAccount = pathname.replace(/\/+$/, '') === ACCOUNT_PATH;
  useEffect(() => {
    if (mustSetUpTotp && !onAccount) void navigate({ pathname: ACCOUNT_PATH, search }, { replace: true });
  }, [mustSetUpTotp, onAccount, navigate, search]);
  const session = useMemo(() => (user ? { user, reload } : null), [user, reload]);

  if (session && (!mustSetUpTotp || onAccount)) {
    return (
      <AdminSessionContext value={session}>
        <AdminShell user={session.user}>
          <Outlet />
        </AdminShell>
      </AdminSessionContext>
    );
  }
  return (
    <div style={{ padding: 'var(--space-7) var(--space-5)' }}>
      {me.error !== undefined && !signedOut ? (
        <ErrorState message={errorText(me.error, t)} retryLabel={t.common.retry} onRetry={me.reload} />
      ) : (
        <LoadingState label={t.common.loading} />
      )}
    </div>
  );
}
