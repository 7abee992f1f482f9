import { describe, expect, it } from 'vitest';
import { normaliseOrigin, pageOrigin, requestOrigin } from './request-origin.ts';

describe('pageOrigin', () => {
  it('reads the origin the root loader recorded, or none', () => {
    const page = { id: 'routes/news', loaderData: { origin: 'http://elsewhere' } };
    expect(pageOrigin([{ id: 'root', loaderData: { origin: 'https://www.example.cn' } }, page])).toBe(
      'https://www.example.cn',
    );
    expect(pageOrigin([page])).toBe('');
    expect(pageOrigin([{ id: 'root', loaderData: undefined }, undefined])).toBe('');
    expect(pageOrigin([{ id: 'root', loaderData: { origin: 42 } }])).toBe('');
  });
});

describe('normaliseOrigin and requestOrigin', () => {
  it('accepts http(s) addresses only, reduced to their origin', () => {
    expect(normaliseOrigin('https://www.example.com/')).toBe('https://www.example.com');
    expect(normaliseOrigin('http://127.0.0.1:3000/some/path')).toBe('http://127.0.0.1:3000');
    expect(normaliseOrigin('ftp://example.com')).toBe('');
    expect(normaliseOrigin('not a url')).toBe('');
    expect(normaliseOrigin(undefined)).toBe('');
  });

  it('prefers the configured site origin over the request origin', () => {
    const request = new Request('http://10.0.0.5:3000/news?l=en');
    expect(requestOrigin(request, 'https://www.example.com/')).toBe('https://www.example.com');
    expect(requestOrigin(request, '')).toBe('http://10.0.0.5:3000');
  });
});
