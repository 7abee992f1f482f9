import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it('trusts nobody when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });
  it('takes a hop count', () => expect(parseTrustProxy('2')).toBe(2));
  it('takes addresses, networks and range names', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
  it.each([
    '0',
    '11',
    'true',
    '*',
    '10.0.0.0/33',
    '::1/129',
    '1.2.3',
    'example.com',
    '10.0.0.1/8/2',
    '10.0.0.0/x',
  ])('refuses %j', (value) => expect(() => parseTrustProxy(value)).toThrow());
});
