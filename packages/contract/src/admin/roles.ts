// Admin roles and the password rule's length, free of zod so the admin's browser code may
// import them. What each role may do: owner everything; editor content and media; sales
// enquiries (and analytics to read). The server checks the role on every admin call.
export const ADMIN_ROLES = ['owner', 'editor', 'sales'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** Shortest password accepted; the server also refuses common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Name of the session cookie; on https it carries the `__Host-` prefix and Secure. */
export const ADMIN_SESSION_COOKIE = 'refit_admin';

/** Where the admin's calls live, below the API's own base (`/api`). */
export const ADMIN_API_PREFIX = '/admin';
