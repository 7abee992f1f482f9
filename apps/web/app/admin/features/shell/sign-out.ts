// Ends the session on the server, then loads the sign-in page afresh (no admin data stays in memory).
import { callAdmin } from '../../lib/api-client.ts';
import { LOGIN_PATH } from '../../lib/login-path.ts';

export async function signOut(): Promise<void> {
  try {
    await callAdmin('logout', { expectUnauthorized: true });
  } finally {
    window.location.assign(LOGIN_PATH);
  }
}
