import { describe, expect, it } from 'vitest';
import { drawQrSvg } from '../lib/api/wechat-qr.server.ts';
import type { Route } from './+types/share-qr';
import { loader } from './share-qr.tsx';

const ask = (query: string, origin = 'http://localhost:3000') =>
  loader({ request: new Request(`${origin}/share/qr.svg${query}`) } as Route.LoaderArgs);

describe('/share/qr.svg', () => {
  it("draws the page's address on this site, its language included", async () => {
    const response = await ask(`?path=${encodeURIComponent('/car/12?l=en')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe(await drawQrSvg('http://localhost:3000/car/12?l=en'));
  });

  it('draws another picture for another page', async () => {
    const first = await (await ask('?path=%2Fcar%2F12')).text();
    const second = await (await ask('?path=%2Fcar%2F13')).text();
    expect(first).not.toBe(second);
  });

  it('refuses an address that is not a page of this site, with a 400 that is not kept', async () => {
    for (const query of [
      '',
      '?path=',
      '?path=car%2F1',
      '?path=%2F%2Fevil.example%2F',
      '?path=https%3A%2F%2Fevil.example%2F',
      `?path=%2F${'a'.repeat(400)}`,
    ]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(/path must be a page of this site/);
    }
  });
});
