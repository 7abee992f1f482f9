// /admin/account: the signed-in user's profile, password and two-step sign-in; for owners, the
// site's security settings and the booking form's contact rule. An owner who must set up two-step
// sign-in is sent here first.
import { PageHeader } from '../../admin/components/page-header.tsx';
import styles from '../../admin/features/auth/account.module.css';
import { ChangePasswordForm } from '../../admin/features/auth/change-password-form.tsx';
import { SecurityPanel } from '../../admin/features/auth/security-panel.tsx';
import { TotpPanel } from '../../admin/features/auth/totp-panel.tsx';
import { ContactRulePanel } from '../../admin/features/settings/contact-rule-panel.tsx';
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
      <PageHeader
        title={t.account.title}
        subtitle={[user.name, user.email, t.roles[user.role]].filter(Boolean).join(' · ')}
      />
      {user.mustSetUpTotp ? (
        <div className={styles.notice} role="alert">
          <h2 className={styles.title}>{t.account.totpSetupFirst}</h2>
          <p className={styles.text}>{t.account.totpSetupFirstText}</p>
        </div>
      ) : null}
      <div className={styles.grid}>
        <ChangePasswordForm />
        <TotpPanel />
        {/* Until they set up two-step sign-in, the server answers such an owner only on their own account. */}
        {user.role === 'owner' && !user.mustSetUpTotp ? (
          <>
            <SecurityPanel />
            <ContactRulePanel />
          </>
        ) : null}
      </div>
    </>
  );
}
