import { describe, expect, it } from 'vitest';
import type { MediaSource } from './image-variants.ts';
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
