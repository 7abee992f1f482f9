import { describe, expect, it } from 'vitest';
import { defaultAllowedHosts, isWellFormedHost, linkHost } from './request-host.ts';

describe('isWellFormedHost', () => {
  it.each(['localhost', 'localhost:3000', 'www.example.cn', '127.0.0.1:80', '[::1]:3000', '[::1]', 'a-b.c'])(
    'accepts %j',
    (host) => expect(isWellFormedHost(host)).toBe(true),
  );
  it.each([
    'a@b',
    'a b',
    '[::1',
    'x:y',
    '',
    'evil.example/path',
    'host:99999999',
    'localhost:99999',
    'localhost:65536',
    '[:::]',
    '[1.2.3.4]',
    '-a.com',
    undefined,
  ])('refuses %j', (host) => expect(isWellFormedHost(host)).toBe(false));
});

describe('linkHost', () => {
  const allowed = defaultAllowedHosts('127.0.0.1');
  it('keeps an allowed host with its port', () => {
    expect(linkHost('localhost:3000', allowed, 3000)).toBe('localhost:3000');
    expect(linkHost('127.0.0.1:3000', allowed, 3000)).toBe('127.0.0.1:3000');
  });
  it('never reflects another host', () => {
    expect(linkHost('evil.example', allowed, 3000)).toBe('localhost:3000');
    expect(linkHost('evil.example:3000', ['www.example.cn'], 443)).toBe('www.example.cn');
  });
  it('adds a named listen address to the defaults, not a wildcard one', () => {
    expect(defaultAllowedHosts('shop.local')).toEqual(['localhost', '127.0.0.1', 'shop.local']);
    expect(defaultAllowedHosts('0.0.0.0')).toEqual(['localhost', '127.0.0.1']);
  });
});
