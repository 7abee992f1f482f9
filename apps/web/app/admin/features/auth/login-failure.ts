// The sentence a failed sign-in shows: one message for unknown e-mail and wrong password (the
// server does not say which), the wait of a lockout, the TOTP step, or the network.
import type { AdminMessages } from '../../locales/en.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { waitText } from '../../lib/format.ts';

export function loginFailure(error: unknown, t: AdminMessages, sentTotp: boolean): string {
  if (error instanceof AdminApiError) {
    if (error.status === 401 && error.totpRequired)
      return sentTotp ? t.login.totpWrong : t.login.totpRequired;
    if (error.status === 401) return t.login.wrongCredentials;
    if (error.status === 429) return t.login.locked(waitText(error.retryAfterSeconds ?? 60, t.waits));
  }
  return errorText(error, t);
}
