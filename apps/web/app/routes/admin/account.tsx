// /admin/account: the signed-in user's profile, password and two-step sign-in.
import { PageHeader } from '../../admin/components/page-header.tsx';
import styles from '../../admin/features/auth/account.module.css';
import { ChangePasswordForm } from '../../admin/features/auth/change-password-form.tsx';
import { TotpPanel } from '../../admin/features/auth/totp-panel.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.account.title);

export default function AccountPage() {
  const t = useAdminText();
  const user = useAdminUser();
  return (
    <>
      <PageHeader title={t.account.title} subtitle={`${user.name} · ${user.email} · ${t.roles[user.role]}`} />
      <div className={styles.grid}>
        <ChangePasswordForm />
        <TotpPanel />
      </div>
    </>
  );
}
