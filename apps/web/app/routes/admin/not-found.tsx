// Any other address under /admin: a 404 page inside the admin frame.
import { EmptyState } from '../../admin/components/state.tsx';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';

export default function AdminNotFound() {
  const t = useAdminText();
  return (
    <>
      <PageHeader title={t.notFound.title} />
      <EmptyState message={t.notFound.message} />
    </>
  );
}
