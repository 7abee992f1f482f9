import { describe, expect, it, vi } from 'vitest';
import { createFetchTransport } from './transport-fetch.ts';

function fakeFetch(status: number, text: string) {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(text, { status }));
}

describe('createFetchTransport', () => {
  it('sends the query string below the base URL with a JSON content type and no body', async () => {
    const fetch = fakeFetch(200, '{"success":true,"result":null,"message":"ok"}');
    const transport = createFetchTransport({ baseUrl: '/api/', fetch });
    const signal = new AbortController().signal;

    const response = await transport({
      method: 'POST',
      path: '/cmst/index/userTrace',
      query: { browseType: 'menu', languages: 'cn' },
      signal,
    } as Parameters<typeof transport>[0]);

    expect(response).toEqual({ status: 200, body: { success: true, result: null, message: 'ok' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/cmst/index/userTrace?browseType=menu&languages=cn');
    expect(init).toMatchObject({ method: 'POST', signal });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('keeps a body that is not JSON as text and an empty one as null', async () => {
    const html = createFetchTransport({ baseUrl: '/api', fetch: fakeFetch(502, '<html>bad gateway</html>') });
    const empty = createFetchTransport({ baseUrl: '/api', fetch: fakeFetch(204, '') });
    const request = { method: 'GET' as const, path: '/cmst/index/getIndexList', query: {} };

    await expect(html(request)).resolves.toEqual({ status: 502, body: '<html>bad gateway</html>' });
    await expect(empty(request)).resolves.toEqual({ status: 204, body: null });
  });
});
