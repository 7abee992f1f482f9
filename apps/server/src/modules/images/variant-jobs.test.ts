import { describe, expect, it, vi } from 'vitest';
import type { MediaSource } from './image-variants.ts';
import { SingleFlight } from './single-flight.ts';
import { standardVariants, VariantJobs } from './variant-jobs.ts';
import type { PlannedVariant } from './variant-jobs.ts';

/** A promise settled from outside, to hold work at a known point. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every promise that can settle now do so. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const photo = (id: number, width = 1000): MediaSource => ({
  id,
  storageKey: `originals/${id}.jpg`,
  kind: 'image',
  width,
  height: width / 2,
});

/** Jobs whose variants are made one step at a time by the test. */
function heldJobs(rows = new Set<number>([1, 2, 3])) {
  const steps: { id: number; variant: PlannedVariant; done: ReturnType<typeof deferred<void>> }[] = [];
  const recorded: [number, number][] = [];
  const discarded: number[] = [];
  const errors: number[] = [];
  let making = 0;
  let mostAtOnce = 0;
  const jobs = new VariantJobs({
    make: async (source, variant) => {
      making += 1;
      mostAtOnce = Math.max(mostAtOnce, making);
      const done = deferred<void>();
      steps.push({ id: source.id, variant, done });
      try {
        await done.promise;
      } finally {
        making -= 1;
      }
    },
    record: async (id, ready) => {
      recorded.push([id, ready]);
      return rows.has(id);
    },
    discard: async (id) => {
      discarded.push(id);
    },
    onError: (_error, source) => errors.push(source.id),
  });
  /** Finishes the variant being made now. */
  const step = async () => {
    await flush();
    const current = steps.at(-1);
    if (!current) throw new Error('nothing is being made');
    current.done.resolve();
    await flush();
  };
  return { jobs, steps, recorded, discarded, errors, step, mostAtOnce: () => mostAtOnce, rows };
}

describe('standard variants', () => {
  it('plans every width pages ask for, each stored width once, smallest first', () => {
    const planned = standardVariants(photo(1, 4000));
    expect(planned).toHaveLength(15);
    expect(planned.slice(0, 3)).toEqual([
      { width: 320, format: 'avif' },
      { width: 320, format: 'webp' },
      { width: 320, format: 'jpeg' },
    ]);
    // 1000 px wide: 1440 and 1920 both give the 1000 px variant, made once.
    expect(standardVariants(photo(1, 1000)).map((variant) => variant.width)).toEqual([
      320, 320, 320, 640, 640, 640, 960, 960, 960, 1440, 1440, 1440,
    ]);
    expect(standardVariants(photo(1, 200))).toHaveLength(3);
  });

  it('plans none for drawings, documents and images of unknown size', () => {
    expect(standardVariants({ kind: 'svg', width: 200 })).toEqual([]);
    expect(standardVariants({ kind: 'pdf', width: null })).toEqual([]);
    expect(standardVariants({ kind: 'image', width: null })).toEqual([]);
  });
});

describe('variant jobs', () => {
  it('answers at once and makes one variant at a time, recording progress after each', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200), photo(2, 200)]);
    expect(held.jobs.pending).toBe(2);
    expect(held.recorded).toEqual([]);
    for (let i = 0; i < 6; i += 1) await held.step();
    await held.jobs.idle();
    expect(held.mostAtOnce()).toBe(1);
    expect(held.recorded).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 2],
      [2, 3],
    ]);
    expect(held.jobs.pending).toBe(0);
  });

  it('queues a file once however often it is scheduled', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200)]);
    held.jobs.schedule([photo(1, 200), photo(1, 200)]);
    expect(held.jobs.pending).toBe(1);
    for (let i = 0; i < 3; i += 1) await held.step();
    await held.jobs.idle();
    expect(held.steps).toHaveLength(3);
  });

  it('skips files without standard variants', async () => {
    const held = heldJobs();
    held.jobs.schedule([{ id: 3, storageKey: 'originals/3.pdf', kind: 'pdf', width: null, height: null }]);
    await held.jobs.idle();
    expect(held.steps).toEqual([]);
  });

  it('drops a queued file when it is cancelled', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200), photo(2, 200)]);
    await held.jobs.cancel(2);
    for (let i = 0; i < 3; i += 1) await held.step();
    await held.jobs.idle();
    expect(held.steps.map((step) => step.id)).toEqual([1, 1, 1]);
    held.jobs.schedule([photo(2, 200)]);
    expect(held.jobs.pending).toBe(0);
  });

  it('cancelling the file being worked on waits for its variant, then makes no more of it', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200), photo(2, 200)]);
    await flush();
    let cancelled = false;
    const cancelling = held.jobs.cancel(1).then(() => (cancelled = true));
    await flush();
    expect(cancelled).toBe(false);
    await held.step();
    await cancelling;
    expect(cancelled).toBe(true);
    for (let i = 0; i < 3; i += 1) await held.step();
    await held.jobs.idle();
    expect(held.steps.map((step) => step.id)).toEqual([1, 2, 2, 2]);
  });

  it('stops and discards what it made when the row is gone (deleted by another process)', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200)]);
    await held.step();
    held.rows.delete(1);
    await held.step();
    await held.jobs.idle();
    expect(held.steps).toHaveLength(2);
    expect(held.discarded).toEqual([1]);
  });

  it('reports a failure and goes on with the next file', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200), photo(2, 200)]);
    await flush();
    held.steps[0]!.done.reject(new Error('broken'));
    await flush();
    for (let i = 0; i < 3; i += 1) await held.step();
    await held.jobs.idle();
    expect(held.errors).toEqual([1]);
    expect(held.recorded.filter(([id]) => id === 2)).toHaveLength(3);
  });

  it('takes no more work once stopped, after the variant being made', async () => {
    const held = heldJobs();
    held.jobs.schedule([photo(1, 200), photo(2, 200)]);
    await flush();
    const stopping = held.jobs.stop();
    await held.step();
    await stopping;
    held.jobs.schedule([photo(3, 200)]);
    await held.jobs.idle();
    expect(held.steps).toHaveLength(1);
  });
});

describe('single flight with background work', () => {
  it('starts visitors’ work before background work waiting for a slot', async () => {
    const flight = new SingleFlight<string>(1);
    const order: string[] = [];
    const first = deferred<string>();
    const blocker = flight.run('a', () => first.promise);
    const background = flight.run('b', async () => (order.push('background'), 'b'), { background: true });
    const visitor = flight.run('c', async () => (order.push('visitor'), 'c'));
    first.resolve('a');
    await Promise.all([blocker, background, visitor]);
    expect(order).toEqual(['visitor', 'background']);
  });

  it('shares background work with a visitor asking for the same key, and lifts it to the front', async () => {
    const flight = new SingleFlight<string>(1);
    const order: string[] = [];
    const first = deferred<string>();
    const blocker = flight.run('a', () => first.promise);
    const work = vi.fn(async () => (order.push('shared'), 'b'));
    const background = flight.run('b', work, { background: true });
    const other = flight.run('c', async () => (order.push('other'), 'c'));
    const joined = flight.run('b', async () => 'never');
    expect(joined).toBe(background);
    first.resolve('a');
    await Promise.all([blocker, background, other, joined]);
    expect(work).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['shared', 'other']);
  });

  it('never runs more jobs at once than its bound', async () => {
    const flight = new SingleFlight<number>(2);
    let running = 0;
    let most = 0;
    const jobs = Array.from({ length: 8 }, (_, index) =>
      flight.run(
        `k${index}`,
        async () => {
          running += 1;
          most = Math.max(most, running);
          await flush();
          running -= 1;
          return index;
        },
        { background: index % 2 === 0 },
      ),
    );
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
  });

  it('waits for the jobs under a prefix', async () => {
    const flight = new SingleFlight<string>(2);
    const held = deferred<string>();
    let settled = false;
    void flight.run('variants/4/320.avif', () => held.promise);
    const waiting = flight.settled('variants/4/').then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    held.resolve('x');
    await waiting;
    expect(settled).toBe(true);
  });
});
