// The localized sentence for a failed call: the UI's own wording per status, never the server's
// English message in the Chinese interface.
import type { ContentRefusalReason } from '@refit/contract/admin';
import type { AdminMessages } from '../locales/en.ts';
import { AdminApiError } from './api-error.ts';

/** The refusal's reason (result.reason) when the screens have words for it. */
function reasonOf(error: AdminApiError, t: AdminMessages): ContentRefusalReason | undefined {
  const result = error.result;
  if (!result || typeof result !== 'object' || !('reason' in result)) return undefined;
  const reason = result.reason;
  return typeof reason === 'string' && Object.hasOwn(t.errors.refusals, reason)
    ? (reason as ContentRefusalReason)
    : undefined;
}

export function errorText(error: unknown, t: AdminMessages): string {
  if (!(error instanceof AdminApiError)) return t.errors.generic;
  if (error.isNetwork) return t.errors.network;
  switch (error.status) {
    case 400: {
      // "Correct the highlighted fields" only when there are fields to highlight.
      if (error.issues.length > 0) return t.errors.validation;
      const reason = reasonOf(error, t);
      return reason ? t.errors.refusals[reason] : t.errors.refused;
    }
    case 401:
      return t.errors.sessionExpired;
    case 403:
      return t.errors.forbidden;
    case 404:
      return t.errors.notFound;
    case 409:
      return t.errors.conflict;
    default:
      return t.errors.generic;
  }
}
