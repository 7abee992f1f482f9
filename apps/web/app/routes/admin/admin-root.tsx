// /admin/*: the administration's outer layout. The root leaves out the public shell here (see
// lib/navigation/standalone-area.ts); this route gives the admin its theme, toasts and error page.
import { isRouteErrorResponse, Outlet } from 'react-router';
import { AdminErrorPage } from '../../admin/features/shell/admin-error-page.tsx';
import { AdminToaster } from '../../admin/components/overlay/toast.tsx';
import themeStyles from '../../admin/components/admin-theme.module.css';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Route } from './+types/admin-root';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export default function AdminRoot() {
  const t = useAdminText();
  return (
    <div className={themeStyles.theme}>
      <Outlet />
      <AdminToaster label={t.common.notifications} closeLabel={t.common.close} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={themeStyles.theme}>
      <AdminErrorPage notFound={notFound} />
    </div>
  );
}
