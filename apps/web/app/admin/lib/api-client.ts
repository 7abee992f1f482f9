// The one way the admin pages talk to /api/admin: JSON in, the envelope unwrapped out, every
// failure an AdminApiError. A 401 on anything but the sign-in calls means the session ended:
// the browser goes to the sign-in page, which brings the user back here afterwards.
import { AdminApiError, parseRetryAfter } from './api-error.ts';
import type { FieldIssue } from './api-error.ts';
import { noteAnswer } from './database-status.ts';
import { loginPath } from './login-path.ts';

export const ADMIN_API = '/api/admin';

type QueryValue = string | number | undefined | null;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sign-in and session checks answer 401 as a normal outcome: no redirect for them. */
  expectUnauthorized?: boolean;
}

interface Envelope {
  success?: unknown;
  result?: unknown;
  message?: unknown;
}

/** The address of an admin call with its query (empty values left out). */
export function adminUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${ADMIN_API}${path}${search ? `?${search}` : ''}`;
}

function issuesOf(result: unknown): FieldIssue[] {
  if (!result || typeof result !== 'object' || !('issues' in result) || !Array.isArray(result.issues))
    return [];
  return result.issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      Array.isArray(issue.path) &&
      typeof issue.message === 'string',
  );
}

function totpRequiredOf(result: unknown): boolean {
  return Boolean(
    result && typeof result === 'object' && 'totpRequired' in result && result.totpRequired === true,
  );
}

/** Sends the browser to the sign-in page, remembering where it was. */
export function redirectToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(loginPath(here, true));
}

export async function failureOf(response: Response): Promise<AdminApiError> {
  let envelope: Envelope = {};
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    // A proxy's HTML error page or an empty body: the status says enough.
  }
  const message = typeof envelope.message === 'string' ? envelope.message : response.statusText;
  return new AdminApiError(response.status, message, {
    issues: issuesOf(envelope.result),
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    totpRequired: totpRequiredOf(envelope.result),
    result: envelope.result,
  });
}

export async function adminFetch(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal } = options;
  let response: Response;
  try {
    response = await fetch(adminUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  noteAnswer(response);
  if (response.ok) return response;
  const failure = await failureOf(response);
  if (failure.status === 401 && !options.expectUnauthorized) redirectToLogin();
  throw failure;
}

/** Calls /api/admin{path} and returns the envelope's result. */
export async function adminCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await adminFetch(path, options);
  const envelope = (await response.json()) as Envelope;
  if (envelope.success !== true)
    throw new AdminApiError(response.status, String(envelope.message ?? 'Failed'));
  return envelope.result as T;
}
