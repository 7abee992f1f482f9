// Where the sign-in page lives, and the page to return to afterwards (same-site admin paths only,
// so a crafted link cannot send a user elsewhere after signing in).
export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin';

export function loginPath(next: string, expired = false): string {
  const params = new URLSearchParams();
  if (next && next !== HOME_PATH) params.set('next', next);
  if (expired) params.set('expired', '1');
  const search = params.toString();
  return `${LOGIN_PATH}${search ? `?${search}` : ''}`;
}

export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('//') || next.startsWith(LOGIN_PATH))
    return HOME_PATH;
  if (next !== '/admin' && !next.startsWith('/admin/') && !next.startsWith('/admin?')) return HOME_PATH;
  return next;
}
