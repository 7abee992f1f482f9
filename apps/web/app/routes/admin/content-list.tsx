// /admin/content/:type (owners and editors): the items of one type. The settings, a single item,
// go straight to their form (a route of its own, so this list's chunk carries no editor).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../../admin/components/state.tsx';
import { ContentListView } from '../../admin/features/content/list/content-list-view.tsx';
import { isContentType, SETTINGS_ID } from '../../admin/features/content/content-types.ts';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import type { Route } from './+types/content-list';
import AdminNotFound from './not-found.tsx';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, (t) => (isContentType(params.type) ? t.content.types[params.type] : t.content.title));

export default function ContentListPage({ params }: Route.ComponentProps) {
  const user = useAdminUser();
  if (!canOpen(user.role, 'content')) return <NoPermission />;
  const type = params.type;
  if (!isContentType(type)) return <AdminNotFound />;
  if (type === 'settings') return <ToSettings />;
  return (
    <ContentListView
      key={type}
      type={type}
      renderError={(error, retry) => <AdminPageError error={error} area="content" onRetry={retry} />}
    />
  );
}

function ToSettings() {
  const t = useAdminText();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    void navigate({ pathname: `/admin/content/settings/${SETTINGS_ID}`, search }, { replace: true });
  }, [navigate, search]);
  return <LoadingState label={t.common.loading} />;
}
