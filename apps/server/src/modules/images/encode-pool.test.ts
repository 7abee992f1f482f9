import { afterEach, describe, expect, it, vi } from 'vitest';
import { EncodePool, EncodePoolFull } from './encode-pool.ts';
import { SingleFlight } from './single-flight.ts';

/** A promise settled from outside, to hold an encode at a known point. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** Lets every promise that can settle now do so. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Encodes that run until the test finishes them, recording the order they started in. */
function heldEncodes() {
  const started: string[] = [];
  const held = new Map<string, ReturnType<typeof deferred<string>>>();
  const encode = (name: string) => () => {
    started.push(name);
    const done = deferred<string>();
    held.set(name, done);
    return done.promise;
  };
  const finish = async (name: string) => {
    await flush();
    const done = held.get(name);
    if (!done) throw new Error(`${name} has not started`);
    done.resolve(name);
    await flush();
  };
  return { started, encode, finish };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the encode pool', () => {
  it('runs at most its concurrency at once and refuses visitors beyond its queue', async () => {
    const pool = new EncodePool({ concurrency: 2, maxQueued: 3 });
    const { started, encode, finish } = heldEncodes();
    const accepted = ['a', 'b', 'c', 'd', 'e'].map((name) => pool.run(encode(name)));
    await flush();
    expect(pool.running).toBe(2);
    expect(pool.queued).toBe(3);
    await expect(pool.run(encode('f'))).rejects.toBeInstanceOf(EncodePoolFull);
    expect(pool.refused).toBe(1);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await finish(name);
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(started).not.toContain('f');
    expect(pool.mostAtOnce).toBe(2);
    expect(pool.running).toBe(0);
  });

  it('never refuses background work, which waits beyond the visitors’ queue', async () => {
    const pool = new EncodePool({ concurrency: 1, maxQueued: 1 });
    const { encode, finish } = heldEncodes();
    const jobs = [pool.run(encode('a')), pool.run(encode('b'))];
    jobs.push(
      pool.run(encode('job 1'), { background: true }),
      pool.run(encode('job 2'), { background: true }),
    );
    await flush();
    expect(pool.queued).toBe(3);
    for (const name of ['a', 'b', 'job 1', 'job 2']) await finish(name);
    expect(await Promise.all(jobs)).toEqual(['a', 'b', 'job 1', 'job 2']);
  });

  it('drops a queued encode when its caller leaves, and lets a started one finish in its slot', async () => {
    const pool = new EncodePool({ concurrency: 1, maxQueued: 4 });
    const { started, encode, finish } = heldEncodes();
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.run(encode('running'), { signal: running.signal });
    const second = pool.run(encode('waiting'), { signal: waiting.signal });
    const third = pool.run(encode('next'));
    await flush();
    waiting.abort();
    await expect(second).rejects.toThrow();
    expect(pool.dropped).toBe(1);
    expect(pool.queued).toBe(1);
    // sharp cannot stop: the encode whose caller left goes on, and nothing else takes its slot.
    running.abort();
    await flush();
    expect(started).toEqual(['running']);
    expect(pool.running).toBe(1);
    await finish('running');
    await finish('next');
    expect(await first).toBe('running');
    expect(await third).toBe('next');
    expect(started).toEqual(['running', 'next']);
  });

  it('starts visitors’ encodes before waiting background work, which still runs', async () => {
    const pool = new EncodePool({ concurrency: 1, maxQueued: 4 });
    const { started, encode, finish } = heldEncodes();
    const all = [
      pool.run(encode('a')),
      pool.run(encode('job'), { background: true }),
      pool.run(encode('b')),
      pool.run(encode('c')),
    ];
    for (const name of ['a', 'b', 'c', 'job']) await finish(name);
    await Promise.all(all);
    expect(started).toEqual(['a', 'b', 'c', 'job']);
  });

  it('moves background work up after its patience, however many visitors keep coming', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pool = new EncodePool({ concurrency: 1, maxQueued: 4, backgroundPatienceMs: 10_000 });
    const { started, encode, finish } = heldEncodes();
    const runs = [pool.run(encode('v0')), pool.run(encode('job'), { background: true })];
    // A steady stream: each finished visitor's encode is followed by a new one.
    for (let i = 1; i <= 3; i += 1) {
      runs.push(pool.run(encode(`v${i}`)));
      await finish(`v${i - 1}`);
    }
    expect(started).not.toContain('job');
    vi.advanceTimersByTime(10_000);
    runs.push(pool.run(encode('v4')));
    await finish('v3');
    expect(started.at(-1)).toBe('job');
    await finish('job');
    await finish('v4');
    await Promise.all(runs);
    expect(started).toEqual(['v0', 'v1', 'v2', 'v3', 'job', 'v4']);
  });
});

describe('shared encodes', () => {
  it('is background work until a visitor joins it, then goes before other visitors that came later', async () => {
    const pool = new EncodePool({ concurrency: 1, maxQueued: 4 });
    const flights = new SingleFlight<string>();
    const { started, encode, finish } = heldEncodes();
    const viaPool = (name: string) => () => flights.run(name, (demand) => pool.run(encode(name), demand));
    const blocker = pool.run(encode('a'));
    const job = flights.run('job', (demand) => pool.run(encode('job'), demand), { background: true });
    await flush();
    const joined = flights.run('job', () => Promise.resolve('never'));
    const later = viaPool('b')();
    for (const name of ['a', 'job', 'b']) await finish(name);
    expect(await Promise.all([blocker, job, joined, later])).toEqual(['a', 'job', 'job', 'b']);
    expect(started).toEqual(['a', 'job', 'b']);
  });

  it('is dropped only when every caller has left, and a caller after that starts it afresh', async () => {
    const pool = new EncodePool({ concurrency: 1, maxQueued: 4 });
    const flights = new SingleFlight<string>();
    const { started, encode, finish } = heldEncodes();
    const make = (signal: AbortSignal) =>
      flights.run('x', (demand) => pool.run(encode('x'), demand), { signal });
    const blocker = pool.run(encode('a'));
    const [one, two] = [new AbortController(), new AbortController()];
    const first = make(one.signal);
    const second = make(two.signal);
    expect(second).toBe(first);
    one.abort();
    expect(pool.queued).toBe(1);
    two.abort();
    await expect(first).rejects.toThrow();
    expect(pool.queued).toBe(0);
    const third = make(new AbortController().signal);
    expect(third).not.toBe(first);
    await finish('a');
    await finish('x');
    expect(await third).toBe('x');
    expect(await blocker).toBe('a');
    expect(started).toEqual(['a', 'x']);
  });

  it('waits for the jobs under a prefix', async () => {
    const flights = new SingleFlight<string>();
    const held = deferred<string>();
    let settled = false;
    void flights.run('variants/4/320.avif', () => held.promise);
    const waiting = flights.settled('variants/4/').then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    held.resolve('x');
    await waiting;
    expect(settled).toBe(true);
  });
});
