// /admin/setup?token=…: the one-time link printed on a first start without ADMIN_EMAIL/ADMIN_PASSWORD.
import { SetupForm } from '../../admin/features/auth/setup-form.tsx';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Route } from './+types/setup';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.setup.title);

export default function AdminSetup() {
  return <SetupForm />;
}
