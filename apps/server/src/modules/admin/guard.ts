// The admin's guard: who is signed in, which roles may call what, and the one way admin routes
// are declared. HOW TO USE IT in an admin route module (registered inside the admin plugin,
// apps/server/src/modules/admin/plugin.ts, so the session and CSRF hooks run first):
//
//   1. Describe the call in the contract (packages/contract/src/admin/<area>.ts) with
//      `adminEndpoint({ method, path, summary, access: ['owner', 'sales'], params?, query?, body?,
//      result })` and add the area's endpoints object to `adminEndpoints` in its index.ts. The
//      OpenAPI document is generated from that list, and the drift test compares it with the routes.
//   2. Register it: `defineAdminRoute(app, adminEndpoints.listEnquiries, async ({ query, user,
//      request }) => result)`. Before the handler runs: 401 without a valid session, 403 when the
//      user's role is not in `access` (or an owner who must set up TOTP first), then 400 with
//      `result.issues` when params, query or body fail their schemas. The handler gets them
//      parsed, and its return value is sent as `ok(result)`; a handler that sends its own answer
//      (a CSV file) uses `reply` and returns `reply`.
//   3. Throw `adminError(404 | 409 | ..., 'message')` for refusals; they become the envelope.
//   4. Record what changed with `recordAudit(trx, { actorId, action, target, detail, ip })`
//      (./audit/record-audit.ts), inside the same transaction as the change.
//
// A route outside this helper can still use the preHandlers: `preHandler: requireRole('owner',
// 'sales')` or `preHandler: requireSession`; `request.adminUser` is then the signed-in user.
// Every POST/PATCH/PUT/DELETE under /api/admin passes the CSRF check (./csrf.ts) whatever the route.
import { ok } from '@refit/contract';
import type { AdminAccess, AdminEndpoint, AdminIssue, AdminRole, AdminUser } from '@refit/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin user, set by the admin plugin's session hook (null: none). */
    adminUser: AdminUser | null;
    /** The SHA-256 hash of the request's session id, when signed in. */
    adminSessionHash: string | null;
  }
}

/** A refusal the admin's routes chose: its status (5xx included), message and result are answered as they are. */
export class AdminHttpError extends HttpError {}

export const adminError = (statusCode: number, message: string, result: unknown = null) =>
  new AdminHttpError(statusCode, message, result);

export const notSignedIn = () => adminError(401, 'Not signed in');

/** preHandler: any signed-in user. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.adminUser) throw notSignedIn();
}

/** preHandler: a signed-in user with one of these roles. */
export function requireRole(...roles: AdminRole[]) {
  return async function roleCheck(request: FastifyRequest): Promise<void> {
    const user = request.adminUser;
    if (!user) throw notSignedIn();
    if (!roles.includes(user.role)) throw adminError(403, 'Your role may not do this');
    // An owner told to set up TOTP may reach only their own account's calls until they do.
    if (user.mustSetUpTotp) throw adminError(403, 'Set up two-factor authentication first');
  };
}

function accessCheck(access: AdminAccess) {
  if (access === 'public') return undefined;
  if (access === 'signed-in') return requireSession;
  return requireRole(...access);
}

function issuesOf(error: z.ZodError): AdminIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  }));
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, issues: AdminIssue[]) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  issues.push(...issuesOf(parsed.error));
  return undefined;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface AdminRouteContext<E extends AdminEndpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in user; null only on public endpoints. */
  user: E['access'] extends 'public' ? AdminUser | null : AdminUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type AdminRouteHandler<E extends AdminEndpoint> = (
  context: AdminRouteContext<E>,
) => Promise<z.input<E['result']> | FastifyReply>;

/** Registers one admin call of the contract: access check, validation, envelope. */
export function defineAdminRoute<E extends AdminEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: AdminRouteHandler<E>,
  options: RouteShorthandOptions = {},
): void {
  const check = accessCheck(endpoint.access);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    ...(check ? { preHandler: check } : {}),
    handler: async (request, reply) => {
      const issues: AdminIssue[] = [];
      const params = parsePart(endpoint.params, request.params, issues);
      const query = parsePart(endpoint.query, request.query, issues);
      const body = parsePart(endpoint.body, request.body, issues);
      if (issues.length > 0) {
        const summary = issues.map((issue) => `${issue.path.join('.') || 'input'} ${issue.message}`);
        throw adminError(400, `Invalid input: ${summary.join('; ')}`, { issues });
      }
      const result = await handler({
        params,
        query,
        body,
        user: request.adminUser,
        request,
        reply,
      } as AdminRouteContext<E>);
      if (result === reply || reply.sent) return reply;
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(result ?? null)));
    },
  });
}
