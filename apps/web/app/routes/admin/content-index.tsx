// /admin/content: the first content type's list.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../../admin/components/state.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Route } from './+types/content-index';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.content.title);

export default function ContentIndexPage() {
  const t = useAdminText();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    void navigate({ pathname: '/admin/content/brands', search }, { replace: true });
  }, [navigate, search]);
  return <LoadingState label={t.common.loading} />;
}
