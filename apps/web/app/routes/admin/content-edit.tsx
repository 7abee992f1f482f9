// /admin/content/:type/:id and /admin/content/:type/new (owners and editors): one item's form.
import { ContentEditView } from '../../admin/features/content/content-edit-view.tsx';
import { isContentType } from '../../admin/features/content/content-types.ts';
import { FilePickerContext } from '../../admin/features/content/fields/library-pick-button.tsx';
import type { FilePickerProps } from '../../admin/features/content/fields/library-pick-button.tsx';
import { MediaPicker } from '../../admin/features/media/media-picker.tsx';
import AdminNotFound from './not-found.tsx';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import type { Route } from './+types/content-edit';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, (t) => (isContentType(params.type) ? t.content.types[params.type] : t.content.title));

function itemId(segment: string | undefined): number | null | undefined {
  if (segment === 'new') return null;
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The media library's picker, lent to the content form's image fields. */
function renderMediaPicker(props: FilePickerProps) {
  return <MediaPicker {...props} />;
}

export default function ContentEditPage({ params }: Route.ComponentProps) {
  const user = useAdminUser();
  if (!canOpen(user.role, 'content')) return <NoPermission />;
  const type = params.type;
  const id = itemId(params.id);
  if (!isContentType(type) || id === undefined) return <AdminNotFound />;
  return (
    <FilePickerContext value={renderMediaPicker}>
      <ContentEditView
        key={`${type}:${params.id}`}
        type={type}
        id={id}
        renderError={(error, retry) => <AdminPageError error={error} area="content" onRetry={retry} />}
      />
    </FilePickerContext>
  );
}
