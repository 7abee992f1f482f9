// /admin/content/:type (owners and editors): the items of one type; the settings, a single item,
// open their form directly.
import { ContentEditView } from '../../admin/features/content/content-edit-view.tsx';
import { ContentListView } from '../../admin/features/content/content-list-view.tsx';
import { isContentType, SETTINGS_ID } from '../../admin/features/content/content-types.ts';
import AdminNotFound from './not-found.tsx';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import type { Route } from './+types/content-list';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, (t) => (isContentType(params.type) ? t.content.types[params.type] : t.content.title));

export default function ContentListPage({ params }: Route.ComponentProps) {
  const user = useAdminUser();
  if (!canOpen(user.role, 'content')) return <NoPermission />;
  const type = params.type;
  if (!isContentType(type)) return <AdminNotFound />;
  const renderError = (error: unknown, retry: () => void) => (
    <AdminPageError error={error} area="content" onRetry={retry} />
  );
  return type === 'settings' ? (
    <ContentEditView type={type} id={SETTINGS_ID} renderError={renderError} />
  ) : (
    <ContentListView key={type} type={type} renderError={renderError} />
  );
}
