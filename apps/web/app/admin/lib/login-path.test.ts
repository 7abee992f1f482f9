import { describe, expect, it } from 'vitest';
import { loginPath, safeNext } from './login-path.ts';

describe('the page to return to after signing in', () => {
  it('is remembered in the sign-in address', () => {
    expect(loginPath('/admin/enquiries?status=new')).toBe(
      '/admin/login?next=%2Fadmin%2Fenquiries%3Fstatus%3Dnew',
    );
    expect(loginPath('/admin')).toBe('/admin/login');
    expect(loginPath('/admin/users', true)).toBe('/admin/login?next=%2Fadmin%2Fusers&expired=1');
  });

  it('only ever leads to an admin page of this site', () => {
    expect(safeNext('/admin/enquiries/4')).toBe('/admin/enquiries/4');
    expect(safeNext('/admin?l=en')).toBe('/admin?l=en');
    for (const hostile of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/admin/login',
      null,
      '',
    ]) {
      expect(safeNext(hostile)).toBe('/admin');
    }
  });
});
