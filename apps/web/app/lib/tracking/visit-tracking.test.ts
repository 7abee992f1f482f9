import { TRACKING_DEBOUNCE_MS } from '@refit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TraceEvent, Visit, VisitContext } from './visit-rules.ts';
import { createVisitTracking } from './visit-tracking.ts';

const context: VisitContext = {
  lang: 'en',
  viewportWidth: 390,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  menuEntryId: (path) => ({ '/': 1, '/about': 8 })[path] ?? null,
};

const home: Visit = {
  routeId: 'routes/home',
  tracking: { browseType: 'menu', menuPath: '/' },
  params: {},
  pathname: '/',
  search: '',
};
const about: Visit = {
  routeId: 'routes/about',
  tracking: { browseType: 'menu', menuPath: '/about' },
  params: {},
  pathname: '/about',
  search: '',
};
const car = (id: string): Visit => ({
  routeId: 'routes/car-detail',
  tracking: { browseType: 'img' },
  params: { id },
  pathname: `/car/${id}`,
  search: '',
});

function setup(answers: Array<boolean | Error> = []) {
  const sent: TraceEvent[] = [];
  const send = vi.fn(async (event: TraceEvent) => {
    sent.push(event);
    const answer = answers.shift() ?? true;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return {
    sent,
    send,
    tracking: createVisitTracking({ send }),
  };
}

describe('visit tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the event of a visit', async () => {
    const { sent, tracking } = setup();
    await expect(tracking.track(car('4'), context)).resolves.toBe('sent');
    expect(sent).toEqual([{ browseType: 'img', relatedId: '4', deviceType: 'mobile', languages: 'en' }]);
  });

  it('skips a visit with the same route, params and path as the one before', async () => {
    const { send, tracking } = setup();
    await tracking.track(car('4'), context);
    vi.advanceTimersByTime(TRACKING_DEBOUNCE_MS * 5);
    await expect(tracking.track({ ...car('4'), search: '?l=zh' }, context)).resolves.toBe('same-visit');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not resend the same pair within the debounce window, and does after it', async () => {
    const { send, tracking } = setup();
    await tracking.track(home, context);
    await tracking.track(about, context);
    vi.advanceTimersByTime(TRACKING_DEBOUNCE_MS - 1);
    await expect(tracking.track(home, context)).resolves.toBe('debounced');
    await tracking.track(about, context);
    vi.advanceTimersByTime(1);
    await expect(tracking.track(home, context)).resolves.toBe('sent');
    expect(send.mock.calls.map(([event]) => event.relatedId)).toEqual(['1', '8', '1']);
  });

  it('tells apart pairs that differ in id only', async () => {
    const { send, tracking } = setup();
    await tracking.track(car('1'), context);
    await tracking.track(car('2'), context);
    await tracking.track(car('1'), context);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets a visit through again at once after a failed send', async () => {
    const { send, tracking } = setup([new Error('offline')]);
    await expect(tracking.track(home, context)).resolves.toBe('failed');
    await tracking.track(about, context);
    await expect(tracking.track(home, context)).resolves.toBe('sent');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('counts an answer without success as a failure', async () => {
    const { send, tracking } = setup([false]);
    await expect(tracking.track(home, context)).resolves.toBe('failed');
    await tracking.track(about, context);
    await expect(tracking.track(home, context)).resolves.toBe('sent');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends a pair once when two visits race before the first answer', async () => {
    const pending: Array<(ok: boolean) => void> = [];
    const send = vi.fn((_event: TraceEvent) => new Promise<boolean>((resolve) => pending.push(resolve)));
    const tracking = createVisitTracking({ send });
    const first = tracking.track(home, context);
    void tracking.track(about, context);
    await expect(tracking.track(home, context)).resolves.toBe('debounced');
    for (const resolve of pending) resolve(true);
    await expect(first).resolves.toBe('sent');
    expect(send.mock.calls.filter(([event]) => event.relatedId === '1')).toHaveLength(1);
  });

  it('sends nothing for redirect routes', async () => {
    const { send, tracking } = setup();
    const redirect: Visit = {
      routeId: 'fallback',
      tracking: null,
      params: { '*': 'x' },
      pathname: '/x',
      search: '',
    };
    await expect(tracking.track(redirect, context)).resolves.toBe('not-traced');
    expect(send).not.toHaveBeenCalled();
  });
});
