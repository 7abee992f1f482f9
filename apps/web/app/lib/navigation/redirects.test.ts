// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aliasRedirect, homeRedirect } from './redirects.ts';

const request = (url: string) => new Request(`http://site.test${url}`);

describe('aliasRedirect', () => {
  it('moves /product/:id and /news/:id to their info address for good, keeping the query', () => {
    const product = aliasRedirect(request('/product/12?l=en&from=wheels'), 'product', '12');
    expect(product.status).toBe(301);
    expect(product.headers.get('Location')).toBe('/product/info/12?l=en&from=wheels');
    expect(aliasRedirect(request('/news/3'), 'news', '3').headers.get('Location')).toBe('/news/info/3');
  });

  it("drops the router's own parameter of data requests", () => {
    const answer = aliasRedirect(
      request('/product/1.data?l=en&_routes=routes%2Fproduct-redirect'),
      'product',
      '1',
    );
    expect(answer.headers.get('Location')).toBe('/product/info/1?l=en');
  });

  it('sends anything but a record id home', () => {
    const answer = aliasRedirect(request('/news/info?l=en'), 'news', 'info');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/?l=en&missing=1');
    expect(aliasRedirect(request('/product/x1'), 'product', 'x1').headers.get('Location')).toBe(
      '/?missing=1',
    );
    // The one id rule of the contract: no zero, no leading zeros, at most ten digits.
    for (const id of ['0', '007', '12345678901']) {
      expect(aliasRedirect(request(`/news/${id}`), 'news', id).headers.get('Location')).toBe('/?missing=1');
    }
  });
});

describe('homeRedirect', () => {
  it('goes home for a while, keeping only a valid language', () => {
    const answer = homeRedirect(request('/nowhere?l=en&menuId=2'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/?l=en&missing=1');
    expect(homeRedirect(request('/brand?l=fr')).headers.get('Location')).toBe('/?missing=1');
  });
});
