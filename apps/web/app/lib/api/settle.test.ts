import { describe, expect, it } from 'vitest';
import { allRecords } from './all-records.ts';
import { ApiError } from './errors.ts';
import { fakeLogger } from './fake-logger.ts';
import { settle } from './settle.ts';

describe('settle', () => {
  it('answers the work when it succeeds, logging nothing', async () => {
    const log = fakeLogger();
    await expect(settle(log, 'menu', async () => ['a'], [])).resolves.toEqual(['a']);
    expect(log.entries).toEqual([]);
  });

  it('answers the fallback when the work fails, and logs the area with the reason', async () => {
    const log = fakeLogger();
    const refused = new ApiError('down', { kind: 'refused', call: 'getMenuData', status: 200 });
    await expect(settle(log, 'shell: menu', () => Promise.reject(refused), [])).resolves.toEqual([]);
    await expect(settle(log, 'keywords', () => Promise.reject('plain'), '')).resolves.toBe('');
    expect(log.entries).toEqual([
      { level: 'warn', message: 'shell: menu unavailable', details: { reason: 'down' } },
      { level: 'warn', message: 'keywords unavailable', details: { reason: 'plain' } },
    ]);
  });
});

describe('allRecords', () => {
  const page = (pageNo: number, pages: number) => ({
    records: [`${pageNo}a`, `${pageNo}b`],
    total: pages * 2,
    pages,
    current: pageNo,
  });

  it('fetches the pages after the first at once, up to a maximum', async () => {
    const asked: number[] = [];
    const records = await allRecords(
      fakeLogger(),
      'news',
      async (pageNo) => {
        asked.push(pageNo);
        return page(pageNo, 5);
      },
      3,
    );
    expect(records).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
    expect(asked.sort()).toEqual([1, 2, 3]);
  });

  it('fails when the first page fails, and leaves out a later page that fails', async () => {
    const log = fakeLogger();
    await expect(allRecords(log, 'news', () => Promise.reject(new Error('down')), 10)).rejects.toThrow(
      'down',
    );
    const records = await allRecords(
      log,
      'news',
      async (pageNo) => (pageNo === 2 ? Promise.reject(new Error('page 2 lost')) : page(pageNo, 3)),
      10,
    );
    expect(records).toEqual(['1a', '1b', '3a', '3b']);
    expect(log.messages('warn')).toEqual(['news, page 2 unavailable']);
  });
});
