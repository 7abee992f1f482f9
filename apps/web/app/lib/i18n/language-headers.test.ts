// @vitest-environment node
// Server code: Node's own Request and Response (a browser-like one would drop the Cookie header).
import { describe, expect, it } from 'vitest';
import { withLanguageHeaders } from './language-headers.ts';

const html = (init: ResponseInit = {}) =>
  new Response('<!DOCTYPE html><html></html>', {
    ...init,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...init.headers },
  });

const request = (url: string, cookie?: string) =>
  new Request(`http://site.test${url}`, cookie ? { headers: { Cookie: cookie } } : {});

describe('withLanguageHeaders', () => {
  it('saves a ?l= choice the cookie does not hold', () => {
    const response = withLanguageHeaders(request('/about?l=en', 'cms-language=zh'), html());
    expect(response.headers.get('Set-Cookie')).toBe(
      'cms-language=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(withLanguageHeaders(request('/about?l=zh'), html()).headers.get('Set-Cookie')).toMatch(
      /^cms-language=zh;/,
    );
  });

  it('saves it as a Secure cookie when the site is served over https', () => {
    const secure = 'cms-language=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure';
    const overHttps = new Request('https://site.test/about?l=en');
    expect(withLanguageHeaders(overHttps, html(), '').headers.get('Set-Cookie')).toBe(secure);
    // A proxy that is not trusted speaks http to the server; the public origin says https.
    const behindProxy = request('/about?l=en');
    expect(withLanguageHeaders(behindProxy, html(), 'https://www.example.cn').headers.get('Set-Cookie')).toBe(
      secure,
    );
    expect(withLanguageHeaders(behindProxy, html(), '').headers.get('Set-Cookie')).not.toMatch(/Secure/);
    expect(
      withLanguageHeaders(behindProxy, html(), 'http://www.example.cn').headers.get('Set-Cookie'),
    ).not.toMatch(/Secure/);
  });

  it('sets no cookie when it already holds the choice, or for anything but zh and en', () => {
    expect(withLanguageHeaders(request('/?l=en', 'cms-language=en'), html()).headers.has('Set-Cookie')).toBe(
      false,
    );
    expect(withLanguageHeaders(request('/?l=fr'), html()).headers.has('Set-Cookie')).toBe(false);
    expect(withLanguageHeaders(request('/'), html()).headers.has('Set-Cookie')).toBe(false);
  });

  it('names the language of HTML pages', () => {
    expect(withLanguageHeaders(request('/'), html()).headers.get('Content-Language')).toBe('zh-CN');
    expect(withLanguageHeaders(request('/', 'cms-language=en'), html()).headers.get('Content-Language')).toBe(
      'en',
    );
    expect(
      withLanguageHeaders(request('/?l=fr', 'cms-language=en'), html()).headers.get('Content-Language'),
    ).toBe('en');
  });

  it('marks pages and data as varying with the cookie, next to existing Vary values', () => {
    expect(withLanguageHeaders(request('/'), html()).headers.get('Vary')).toBe('Cookie');
    const compressed = html({ headers: { Vary: 'Accept-Encoding' } });
    expect(withLanguageHeaders(request('/'), compressed).headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    const data = new Response('[]', { headers: { 'Content-Type': 'text/x-script', Vary: 'cookie' } });
    const answered = withLanguageHeaders(request('/about.data'), data);
    expect(answered.headers.get('Vary')).toBe('cookie');
    expect(answered.headers.has('Content-Language')).toBe(false);
  });

  it('leaves redirects without Vary and Content-Language, but still saves the choice', () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/?l=en' } });
    const answered = withLanguageHeaders(request('/nowhere?l=en'), redirect);
    expect(answered.status).toBe(302);
    expect(answered.headers.get('Location')).toBe('/?l=en');
    expect(answered.headers.has('Vary')).toBe(false);
    expect(answered.headers.has('Content-Language')).toBe(false);
    expect(answered.headers.get('Set-Cookie')).toMatch(/^cms-language=en;/);
  });

  it('works on responses whose headers cannot be changed', async () => {
    const frozen = Response.json({ ok: true });
    Object.freeze(frozen.headers);
    const answered = withLanguageHeaders(request('/?l=en'), frozen);
    expect(answered.headers.get('Set-Cookie')).toMatch(/^cms-language=en;/);
    await expect(answered.json()).resolves.toEqual({ ok: true });
  });
});
