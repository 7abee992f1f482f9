// The rules of an invitation, free of zod so the admin's browser code can word them: how long a
// link stays good, why a link no longer works, and what became of the e-mail that carried it.

/** A link is good for a week: long enough for a colleague on leave, short enough to go stale. */
export const INVITATION_LIFETIME_DAYS = 7;
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000;

/**
 * Why a link that was once good no longer works: its week is over, an owner withdrew it, it made
 * an account already, or a newer invitation to the same address took its place.
 */
export const INVITATION_CLOSED_REASONS = ['expired', 'withdrawn', 'used', 'replaced'] as const;
export type InvitationClosedReason = (typeof INVITATION_CLOSED_REASONS)[number];

/** The e-mail with the link: sent, refused by the mail server, or not tried (no SMTP set up). */
export const INVITATION_EMAIL_OUTCOMES = ['sent', 'failed', 'not-configured'] as const;
export type InvitationEmailOutcome = (typeof INVITATION_EMAIL_OUTCOMES)[number];

/** Where the link leads, below the site's origin; the token follows. */
export const INVITATION_PATH = '/admin/invite/';
