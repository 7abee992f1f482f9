import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../lib/api-error.ts';
import { en } from '../../locales/en.ts';
import { zh } from '../../locales/zh.ts';
import { loginFailure } from './login-failure.ts';

describe('sign-in failure messages', () => {
  it('one message for an unknown e-mail or a wrong password', () => {
    expect(loginFailure(new AdminApiError(401, 'Incorrect e-mail or password'), zh, false)).toBe(
      '邮箱或密码不正确。',
    );
  });

  it('asks for the TOTP code, then says when it was wrong', () => {
    const totp = new AdminApiError(401, 'TOTP', { totpRequired: true });
    expect(loginFailure(totp, en, false)).toBe('Enter the code from your authenticator app.');
    expect(loginFailure(totp, en, true)).toBe('The authentication code is not valid.');
  });

  it('gives the lockout wait from Retry-After', () => {
    expect(loginFailure(new AdminApiError(429, 'Locked', { retryAfterSeconds: 40 }), zh, false)).toBe(
      '尝试次数过多，请 40 秒后再试。',
    );
    expect(loginFailure(new AdminApiError(429, 'Locked', { retryAfterSeconds: 600 }), en, false)).toBe(
      'Too many attempts. Try again in 10 min.',
    );
  });

  it('tells a network failure apart', () => {
    expect(loginFailure(new AdminApiError(0, 'fetch failed'), en, false)).toBe(
      'The server could not be reached. Check the connection and try again.',
    );
  });
});
