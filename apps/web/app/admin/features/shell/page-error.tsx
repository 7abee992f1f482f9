// A page's failure inside the admin frame: "no permission" for a 403 (or a role that may not open
// the page), else a message in the admin's language with a retry.
import { ErrorState } from '../../components/state.tsx';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { canOpen } from '../../lib/roles.ts';
import type { AdminArea } from '../../lib/roles.ts';
import { useAdminUser } from '../../lib/session.ts';
import { NoPermission } from './no-permission.tsx';

export function AdminPageError({
  error,
  area,
  onRetry,
}: {
  error: unknown;
  area: AdminArea;
  onRetry?: () => void;
}) {
  const t = useAdminText();
  const user = useAdminUser();
  if ((error instanceof AdminApiError && error.status === 403) || !canOpen(user.role, area))
    return <NoPermission />;
  if (error instanceof AdminApiError && error.status === 404)
    return <ErrorState message={t.errors.notFound} />;
  return <ErrorState message={errorText(error, t)} retryLabel={t.common.retry} onRetry={onRetry} />;
}
