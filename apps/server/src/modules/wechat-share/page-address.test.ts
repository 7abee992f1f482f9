import { describe, expect, it } from 'vitest';
import { isOnHosts, siteHostNames, withoutFragment } from './page-address.ts';

describe("the site's host names", () => {
  it("are SITE_ORIGIN's alone when it is set", () => {
    const hosts = siteHostNames({
      SITE_ORIGIN: 'https://www.example.cn',
      ALLOWED_HOSTS: ['example.cn'],
      HOST: '0.0.0.0',
    });
    expect(hosts).toEqual(['www.example.cn']);
    expect(isOnHosts('https://www.example.cn/car/1?l=zh', hosts)).toBe(true);
    expect(isOnHosts('http://WWW.Example.cn:8080/', hosts)).toBe(true);
    expect(isOnHosts('https://example.cn/car/1', hosts)).toBe(false);
    expect(isOnHosts('https://www.example.cn.evil.com/', hosts)).toBe(false);
  });

  it('are those the links may use without it', () => {
    expect(
      siteHostNames({
        SITE_ORIGIN: undefined,
        ALLOWED_HOSTS: ['a.example.cn', 'b.example.cn'],
        HOST: '0.0.0.0',
      }),
    ).toEqual(['a.example.cn', 'b.example.cn']);
    expect(siteHostNames({ SITE_ORIGIN: undefined, ALLOWED_HOSTS: [], HOST: 'shop.local' })).toEqual([
      'localhost',
      '127.0.0.1',
      'shop.local',
    ]);
  });
});

describe('the address signed', () => {
  it('is the one given, less its fragment', () => {
    expect(withoutFragment('https://www.example.cn/a?b=1#c#d')).toBe('https://www.example.cn/a?b=1');
    expect(withoutFragment('https://www.example.cn/a?b=%E4%B8%AD')).toBe(
      'https://www.example.cn/a?b=%E4%B8%AD',
    );
  });
});
