// One admin call as data: method, path, who may call it, and the schemas of its parameters,
// query, body and result. The server registers its routes from these (validation and the role
// check come from here), and the OpenAPI document is generated from them, so they cannot drift.
import type { z } from 'zod';
import type { AdminRole } from './roles.ts';

/**
 * Who may call: `public` (no session: sign-in, setup), `signed-in` (any role: one's own
 * account), or the roles allowed.
 */
export type AdminAccess = 'public' | 'signed-in' | readonly AdminRole[];

export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Below `/api/admin`, Fastify style: `/users/:id`. */
  path: string;
  summary: string;
  access: AdminAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `result` on success. */
  result: z.ZodType;
  /** Set when the request body is not JSON (a file upload). */
  consumes?: 'multipart/form-data';
  /** Set when the success answer is not JSON (a CSV file); `result` is then unused. */
  produces?: string;
}

/** Keeps each endpoint's literal types while checking it is a whole endpoint. */
export function adminEndpoint<const E extends AdminEndpoint>(endpoint: E): E {
  return endpoint;
}

/** One validation problem, so a form can show it beside its field. */
export interface AdminIssue {
  path: string[];
  message: string;
}
