import { describe, expect, it } from 'vitest';
import { scheduledFailureNotice } from './failure-notice-rule.ts';
import type { ScheduledFailures } from './failure-notice-rule.ts';

const MIN = 60_000;
const retry = { waitsMs: [5 * MIN, 15 * MIN, 60 * MIN] };
const day1 = '2026-05-01T19:30:00.000Z';
const day2 = '2026-05-02T19:30:00.000Z';

/** Runs `n` failures of the backups due at `dues`, in turn; answers the notices told. */
function fail(dues: string[]) {
  let record: ScheduledFailures | undefined;
  let now = Date.parse(day1);
  const told = [];
  for (const due of dues) {
    const result = scheduledFailureNotice(record, due, retry, now);
    record = result.record;
    if (result.notice) told.push({ due, ...result.notice });
    now = result.notice?.retryAt ?? now + MIN;
  }
  return told;
}

describe('scheduledFailureNotice', () => {
  it('tells the first failure of a day with when it is tried again', () => {
    const now = Date.parse(day1);
    expect(scheduledFailureNotice(undefined, day1, retry, now)).toEqual({
      record: { due: day1, failures: 1 },
      notice: { kind: 'first', retryAt: now + 5 * MIN },
    });
  });

  it('tells the failure that ends the wave of retries once, and no later one of that day', () => {
    const told = fail(Array<string>(30).fill(day1));
    expect(told.map((notice) => notice.kind)).toEqual(['first', 'again']);
    expect(told[1]).toMatchObject({ failures: 3, everyMs: 60 * MIN });
  });

  it("counts the next day's backup afresh", () => {
    const told = fail([day1, day1, day1, day1, day2, day2]);
    expect(told.map((notice) => [notice.kind, notice.due])).toEqual([
      ['first', day1],
      ['again', day1],
      ['first', day2],
    ]);
  });

  it('with a single wait, tells only the first failure', () => {
    const one = { waitsMs: [MIN] };
    const a = scheduledFailureNotice(undefined, day1, one, 0);
    const b = scheduledFailureNotice(a.record, day1, one, MIN);
    expect([a.notice?.kind, b.notice]).toEqual(['first', undefined]);
  });
});
