// The one way the admin pages talk to /api/admin: a call by its name in the contract, its input and
// answer typed from the contract's schemas (types only: the schemas stay out of the bundle), the
// envelope unwrapped, every failure an AdminApiError. A 401 on anything but the sign-in calls means the session ended:
// the browser goes to the sign-in page, which brings the user back here afterwards.
import { AdminApiError, parseRetryAfter } from './api-error.ts';
import type { FieldIssue } from './api-error.ts';
import { noteAnswer } from './database-status.ts';
import { loginPath } from './login-path.ts';
import { ADMIN_ROUTES } from '@refit/contract/admin/routes';
import type { AdminRouteName } from '@refit/contract/admin/routes';
import type { adminEndpoints } from '@refit/contract/admin';
import type { z } from 'zod';

export const ADMIN_API = '/api/admin';

type QueryValue = string | number | boolean | undefined | null;
type Endpoint<N extends AdminRouteName> = (typeof adminEndpoints)[N];
/** Path and query values travel as text, so a number is as good as its digits there. */
type InUrl<T> = { [K in keyof T]: string extends T[K] ? T[K] | number : T[K] };
type Part<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, z.ZodType>
    ? Record<K, K extends 'body' ? z.input<E[K]> : InUrl<z.input<E[K]>>>
    : Partial<Record<K, undefined>>;

/** What a call takes: its path parameters, query and body as the contract's schemas accept them. */
export type AdminInput<N extends AdminRouteName> = Part<Endpoint<N>, 'params'> &
  Part<Endpoint<N>, 'query'> &
  Part<Endpoint<N>, 'body'> & {
    signal?: AbortSignal | undefined;
    /** Sign-in and session checks answer 401 as a normal outcome: no redirect for them. */
    expectUnauthorized?: boolean;
  };
/** What a call answers: the envelope's result as the contract declares it. */
export type AdminResult<N extends AdminRouteName> = z.output<Endpoint<N>['result']>;
/** The input may be left out when the call needs none. */
type InputArgs<N extends AdminRouteName> =
  Record<never, never> extends AdminInput<N> ? [input?: AdminInput<N>] : [input: AdminInput<N>];

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  expectUnauthorized?: boolean;
}

interface Envelope {
  success?: unknown;
  result?: unknown;
  message?: unknown;
}

/**
 * The address of a call: its route's path with the parameters filled in, and its query (empty
 * values left out).
 */
export function adminUrl(
  name: AdminRouteName,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = ADMIN_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return `${ADMIN_API}${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
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

async function send(name: AdminRouteName, input: LooseInput = {}): Promise<Response> {
  const { params, query, body, signal } = input;
  let response: Response;
  try {
    response = await fetch(adminUrl(name, params, query), {
      method: ADMIN_ROUTES[name].method,
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
  if (failure.status === 401 && !input.expectUnauthorized) redirectToLogin();
  throw failure;
}

/** Calls an admin endpoint by its name and returns the envelope's result. */
export async function callAdmin<N extends AdminRouteName>(
  name: N,
  ...[input]: InputArgs<N>
): Promise<AdminResult<N>> {
  const response = await send(name, input as LooseInput | undefined);
  const envelope = (await response.json()) as Envelope;
  if (envelope.success !== true)
    throw new AdminApiError(response.status, String(envelope.message ?? 'Failed'));
  return envelope.result as AdminResult<N>;
}

/** The raw answer of a call whose success is not JSON (a CSV file). */
export function fetchAdmin<N extends AdminRouteName>(name: N, ...[input]: InputArgs<N>): Promise<Response> {
  return send(name, input as LooseInput | undefined);
}
