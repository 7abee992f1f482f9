// What an invitation link's check answered, as the accept page shows it: still good (with what it
// is for), closed for a reason it words, never issued, or a failure to say as any other.
import type { InvitationLookup } from '@refit/contract/admin';
import { INVITATION_CLOSED_REASONS } from '@refit/contract/admin/invitation-rules';
import type { InvitationClosedReason } from '@refit/contract/admin/invitation-rules';
import { AdminApiError } from '../../lib/api-error.ts';

export type InvitationState =
  | { kind: 'checking' }
  | { kind: 'open'; invitation: InvitationLookup }
  | { kind: 'closed'; reason: InvitationClosedReason }
  | { kind: 'unknown' }
  | { kind: 'failed'; error: unknown };

/** The state a refused check or acceptance leaves the link in; null when the link is not the cause. */
export function stateOfRefusal(error: unknown): InvitationState | null {
  if (!(error instanceof AdminApiError)) return null;
  if (error.status === 404) return { kind: 'unknown' };
  if (error.status !== 410) return null;
  const reason = (error.result as { reason?: unknown } | null)?.reason;
  return {
    kind: 'closed',
    reason: (INVITATION_CLOSED_REASONS as readonly unknown[]).includes(reason)
      ? (reason as InvitationClosedReason)
      : 'used',
  };
}
