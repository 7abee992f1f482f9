// /admin/login: e-mail and password, then the TOTP code when the account asks for one.
import { LoginForm } from '../../admin/features/auth/login-form.tsx';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.login.title);

export default function AdminLogin() {
  return <LoginForm />;
}
