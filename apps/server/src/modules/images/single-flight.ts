// Work keyed by what it makes: callers asking for the same key while it is being made share
// one promise, so a burst of requests for a new image variant makes it once. The work is told who
// waits for it (demand.ts): the encode pool puts it behind visitors while only background jobs
// wait, and drops it when every caller has left before it started. A caller arriving after that
// starts the work afresh instead of sharing its refusal.
import { Demand } from './demand.ts';
import type { Caller } from './demand.ts';

export class SingleFlight<T> {
  private readonly running = new Map<string, { promise: Promise<T>; demand: Demand }>();

  run(key: string, work: (demand: Demand) => Promise<T>, caller: Caller = {}): Promise<T> {
    const current = this.running.get(key);
    if (current && !current.demand.abandoned) {
      current.demand.join(caller);
      return current.promise;
    }
    const demand = new Demand();
    demand.join(caller);
    const promise = work(demand).finally(() => {
      if (this.running.get(key)?.promise === promise) this.running.delete(key);
    });
    this.running.set(key, { promise, demand });
    return promise;
  }

  /** Jobs started or queued now, for tests. */
  get size(): number {
    return this.running.size;
  }

  /** Settles when every job started or queued now under a key beginning with `prefix` has. */
  async settled(prefix: string): Promise<void> {
    const jobs = [...this.running].filter(([key]) => key.startsWith(prefix)).map(([, job]) => job.promise);
    await Promise.allSettled(jobs);
  }
}
