// What an admin page shows when it failed outright, or when nothing lives at its address.
import { ButtonLink } from '../../components/button.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { CenteredPage } from '../../components/centered-page.tsx';

export function AdminErrorPage({ notFound }: { notFound: boolean }) {
  const t = useAdminText();
  return (
    <CenteredPage
      title={notFound ? t.notFound.title : t.errors.generic}
      subtitle={notFound ? t.notFound.message : undefined}
    >
      <ButtonLink to="/admin" tone="primary" reloadDocument>
        {t.noPermission.back}
      </ButtonLink>
    </CenteredPage>
  );
}
