import { describe, expect, it } from 'vitest';
import { AdminApiError, parseRetryAfter } from './api-error.ts';
import { adminUrl, failureOf } from './api-client.ts';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores junk', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', Date.parse('2026-11-25T10:00:00Z'))).toBe(30);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('admin call failures', () => {
  it('unwraps the envelope: status, per-field issues, the wait and the TOTP step', async () => {
    const response = new Response(
      JSON.stringify({
        success: false,
        result: { issues: [{ path: ['password'], message: 'too common' }], totpRequired: true },
        message: 'Bad',
      }),
      { status: 429, headers: { 'retry-after': '90' } },
    );
    const error = await failureOf(response);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(90);
    expect(error.totpRequired).toBe(true);
    expect(error.issueFor('password')).toBe('too common');
    expect(error.isNetwork).toBe(false);
  });

  it('copes with an answer that is not the envelope', async () => {
    const error = await failureOf(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.status).toBe(502);
    expect(error.issues).toEqual([]);
  });

  it('builds addresses without empty filters', () => {
    expect(adminUrl('listEnquiries', {}, { status: '', q: '李 先生', pageNo: 2, to: undefined })).toBe(
      '/api/admin/enquiries?q=%E6%9D%8E+%E5%85%88%E7%94%9F&pageNo=2',
    );
  });

  it('fills in a route’s parameters, encoded', () => {
    expect(adminUrl('restoreContentRevision', { type: 'car', id: 12, version: 3 })).toBe(
      '/api/admin/content/car/12/revisions/3/restore',
    );
    expect(adminUrl('getEnquiry', { id: '1/../x' })).toBe('/api/admin/enquiries/1%2F..%2Fx');
  });
});
