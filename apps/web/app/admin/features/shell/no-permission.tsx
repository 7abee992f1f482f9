// Shown inside the admin frame when the signed-in role may not open the page (the server answers
// 403 to its calls as well).
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminText } from '../../lib/i18n.ts';

export function NoPermission() {
  const t = useAdminText();
  return (
    <>
      <PageHeader title={t.noPermission.title} />
      <EmptyState message={t.noPermission.message}>
        <ButtonLink to="/admin">{t.noPermission.back}</ButtonLink>
      </EmptyState>
    </>
  );
}
