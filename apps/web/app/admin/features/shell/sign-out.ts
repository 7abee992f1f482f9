// Ends the session on the server, then loads the sign-in page afresh (no admin data stays in memory).
import { adminCall } from '../../lib/api-client.ts';
import { LOGIN_PATH } from '../../lib/login-path.ts';

export async function signOut(): Promise<void> {
  try {
    await adminCall('/auth/logout', { method: 'POST', expectUnauthorized: true });
  } finally {
    window.location.assign(LOGIN_PATH);
  }
}
