// The localized sentence for a failed call: the UI's own wording per status, never the server's
// English message in the Chinese interface.
import type { AdminMessages } from '../locales/en.ts';
import { AdminApiError } from './api-error.ts';

export function errorText(error: unknown, t: AdminMessages): string {
  if (!(error instanceof AdminApiError)) return t.errors.generic;
  if (error.isNetwork) return t.errors.network;
  switch (error.status) {
    case 400:
      return t.errors.validation;
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
