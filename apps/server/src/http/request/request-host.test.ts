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
  const direct = { allowed, port: 3000, protocol: 'http', viaTrustedProxy: false };
  it('keeps an allowed host name, with the port the server took the request on', () => {
    expect(linkHost('localhost:3000', direct)).toBe('localhost:3000');
    expect(linkHost('127.0.0.1:3000', direct)).toBe('127.0.0.1:3000');
    expect(linkHost('LocalHost:3000', direct)).toBe('localhost:3000');
  });
  it('never reflects a port the request made up', () => {
    expect(linkHost('localhost:1', direct)).toBe('localhost:3000');
    expect(linkHost('localhost', direct)).toBe('localhost:3000');
    expect(linkHost('127.0.0.1:65535', direct)).toBe('127.0.0.1:3000');
    expect(linkHost('localhost:1', { ...direct, port: 80 })).toBe('localhost');
    expect(linkHost('localhost:1', { ...direct, port: 443, protocol: 'https' })).toBe('localhost');
    // 443 is no default for plain http: the link must still name it.
    expect(linkHost('localhost', { ...direct, port: 443 })).toBe('localhost:443');
  });
  it('never reflects another host', () => {
    expect(linkHost('evil.example', direct)).toBe('localhost:3000');
    expect(linkHost('evil.example:3000', { ...direct, allowed: ['www.example.cn'], port: 80 })).toBe(
      'www.example.cn',
    );
  });
  it('names no port behind a trusted proxy, whatever port the forwarded host carries', () => {
    const proxied = { allowed: ['www.example.cn'], port: 3000, protocol: 'https', viaTrustedProxy: true };
    expect(linkHost('www.example.cn', proxied)).toBe('www.example.cn');
    expect(linkHost('www.example.cn:1', proxied)).toBe('www.example.cn');
    expect(linkHost('evil.example:8443', proxied)).toBe('www.example.cn');
  });
  it('adds a named listen address to the defaults, not a wildcard one', () => {
    expect(defaultAllowedHosts('shop.local')).toEqual(['localhost', '127.0.0.1', 'shop.local']);
    expect(defaultAllowedHosts('0.0.0.0')).toEqual(['localhost', '127.0.0.1']);
  });
});
