import { describe, expect, it } from 'vitest';
import { AnswerCache, answerKey } from './answer-cache.ts';

describe('answerKey', () => {
  it('is the same whatever the order of the parameters', () => {
    expect(answerKey('getCarList', { brandId: 1, pageNo: 2 })).toBe(
      answerKey('getCarList', { pageNo: 2, brandId: 1 }),
    );
  });
  it('ignores parameters the schema left out and tells calls and values apart', () => {
    expect(answerKey('getCarList', { brandId: 1, carId: undefined })).toBe(
      answerKey('getCarList', { brandId: 1 }),
    );
    expect(answerKey('getCarList', { brandId: 1 })).not.toBe(answerKey('getCarList', { brandId: 2 }));
    expect(answerKey('getCarList', { brandId: 1 })).not.toBe(answerKey('getNewsList', { brandId: 1 }));
  });
});

describe('AnswerCache', () => {
  it('serves an entry only under the version it was made in', () => {
    const cache = new AnswerCache(1000);
    cache.set('a', 1, '{"x":1}');
    expect(cache.get('a', 1)?.body.toString()).toBe('{"x":1}');
    expect(cache.get('a', 2)).toBeUndefined();
    // The stale entry is gone, not kept for later.
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps within its byte budget, dropping the least recently used first', () => {
    const cache = new AnswerCache(30);
    cache.set('a', 1, '0123456789');
    cache.set('b', 1, '0123456789');
    cache.set('c', 1, '0123456789');
    cache.get('a', 1); // a is now the most recently used
    cache.set('d', 1, '0123456789');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(30);
  });

  it('does not keep an answer larger than the whole budget, and replaces an entry in place', () => {
    const cache = new AnswerCache(8);
    expect(cache.set('big', 1, '0123456789').etag).toMatch(/^"/);
    expect(cache.get('big', 1)).toBeUndefined();
    cache.set('a', 1, '1234');
    cache.set('a', 1, '12345678');
    expect(cache.size).toEqual({ entries: 1, bytes: 8 });
  });

  it('gives equal bodies equal ETags', () => {
    const cache = new AnswerCache(100);
    expect(cache.set('a', 1, 'same').etag).toBe(cache.set('b', 2, 'same').etag);
    expect(cache.set('c', 1, 'other').etag).not.toBe(cache.get('a', 1)?.etag);
  });
});
