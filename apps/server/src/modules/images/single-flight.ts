// Work keyed by what it makes: callers asking for the same key while it is being made share
// one promise, so a burst of requests for a new image variant makes it once. A bounded number
// of jobs run at a time, so image encoding cannot take every core from page rendering.
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly waiting: (() => void)[] = [];
  private active = 0;
  private readonly maxActive: number;

  constructor(maxActive: number) {
    this.maxActive = maxActive;
  }

  run(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const promise = this.limited(work).finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }

  /** Jobs started or queued now, for tests. */
  get size(): number {
    return this.running.size;
  }

  private async limited(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
