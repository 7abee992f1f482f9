// /admin/invite/<token>: where an invited colleague chooses a name and password; no sign-in needed.
import { AcceptInvitationForm } from '../../admin/features/auth/accept-invitation-form.tsx';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Route } from './+types/invite';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...adminMeta(matches, (t) => t.invite.accept.title),
  // The token is in the address: no page this one links to should learn it.
  { name: 'referrer', content: 'no-referrer' },
];

export default function AdminInvite() {
  return <AcceptInvitationForm />;
}
