import { describe, expect, it } from 'vitest';
import { summariseDay } from './summarise-day.ts';
import type { RawPageView } from './summarise-day.ts';

const T0 = Date.parse('2026-03-02T01:00:00Z');
const MIN = 60_000;
const view = (visitor: string, minute: number, extra: Partial<RawPageView> = {}): RawPageView => ({
  visitor,
  at: T0 + minute * MIN,
  device: 'desktop',
  language: 'cn',
  channel: 'internal',
  kind: 'page',
  itemId: null,
  ...extra,
});

describe('summariseDay', () => {
  it('counts a new visit after a pause of more than 30 minutes, and each visitor once', () => {
    const summary = summariseDay([
      view('a', 0, { channel: 'baidu', device: 'mobile' }),
      view('a', 10, { kind: 'car', itemId: 3 }),
      view('a', 41, { channel: 'internal' }),
      view('b', 5, { channel: 'wechat', language: 'en' }),
      view('b', 6, { kind: 'car', itemId: 3 }),
      view('b', 7, { kind: 'news', itemId: 1 }),
    ]);
    expect(summary).toMatchObject({
      visits: 3,
      visitors: 2,
      pageViews: 6,
      mobile: 1,
      desktop: 2,
      cn: 2,
      en: 1,
    });
    // The second visit of "a" starts on an internal page (a tab left open): counted as direct.
    expect(summary.channels).toEqual({
      baidu: 1,
      wechat: 1,
      douyin: 0,
      google: 0,
      bing: 0,
      direct: 1,
      other: 0,
    });
    expect(Object.fromEntries(summary.items)).toEqual({ 'car:3': 2, 'news:1': 1 });
  });

  it('takes the order of the rows as it comes', () => {
    const ordered = [view('a', 0), view('a', 20), view('a', 40)];
    expect(summariseDay([...ordered].reverse()).visits).toBe(1);
  });

  it('is all zero for a day without views', () => {
    expect(summariseDay([])).toMatchObject({ visits: 0, visitors: 0, pageViews: 0 });
  });
});
