// Work keyed by what it makes: callers asking for the same key while it is being made share
// one promise, so a burst of requests for a new image variant makes it once. A bounded number
// of jobs run at a time, so image encoding cannot take every core from page rendering. Work made
// in the background (variants prepared after an upload) waits behind every request a visitor is
// waiting for; a request that joins background work still queued lifts it to the front.
interface Waiter {
  key: string;
  background: boolean;
  start: () => void;
}

export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly waiting: Waiter[] = [];
  private active = 0;
  private readonly maxActive: number;

  constructor(maxActive: number) {
    this.maxActive = maxActive;
  }

  run(key: string, work: () => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
    const background = options.background ?? false;
    const current = this.running.get(key);
    if (current) {
      if (!background) this.promote(key);
      return current;
    }
    const promise = this.limited(key, background, work).finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }

  /** Jobs started or queued now, for tests. */
  get size(): number {
    return this.running.size;
  }

  /** Settles when every job started or queued now under a key beginning with `prefix` has. */
  async settled(prefix: string): Promise<void> {
    const jobs = [...this.running].filter(([key]) => key.startsWith(prefix)).map(([, job]) => job);
    await Promise.allSettled(jobs);
  }

  private promote(key: string): void {
    const waiter = this.waiting.find((entry) => entry.key === key);
    if (waiter) waiter.background = false;
  }

  /** Hands a finished job's slot to the next waiter (visitors' first), or frees it. */
  private release(): void {
    const index = this.waiting.findIndex((entry) => !entry.background);
    const [waiter] = this.waiting.splice(index === -1 ? 0 : index, 1);
    if (waiter) waiter.start();
    else this.active -= 1;
  }

  private async limited(key: string, background: boolean, work: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      await new Promise<void>((start) => this.waiting.push({ key, background, start }));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }
}
