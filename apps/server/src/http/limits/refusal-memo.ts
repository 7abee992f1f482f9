// What one process remembers of the shared rate limits: the keys the database said are over their
// limit, and until when. A client that keeps sending after its limit is then refused from memory,
// without a database write per request, while the database stays the one place that counts what is
// allowed (decision 0025). Bounded, so a flood from many addresses cannot grow it without end.

interface Refusal {
  /** When the key's window ends (ms, this process's clock). */
  until: number;
  /** What the database counted last; refusals from memory count on from it. */
  count: number;
}

export class RefusalMemo {
  private readonly refused = new Map<string, Refusal>();
  /** Keys remembered at most; the oldest is forgotten first, which only costs a database write. */
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(maxKeys: number, now: () => number = Date.now) {
    this.maxKeys = maxKeys;
    this.now = now;
  }

  /** Remembers that `key` is over its limit until `until`. */
  remember(key: string, count: number, until: number): void {
    this.refused.delete(key);
    if (this.refused.size >= this.maxKeys) this.forgetEnded();
    if (this.refused.size >= this.maxKeys) {
      const oldest = this.refused.keys().next();
      if (!oldest.done) this.refused.delete(oldest.value);
    }
    this.refused.set(key, { until, count });
  }

  /** The count and time left of a key still refused, or undefined when the database must decide. */
  check(key: string): { current: number; ttl: number } | undefined {
    const refusal = this.refused.get(key);
    if (!refusal) return undefined;
    const left = refusal.until - this.now();
    if (left <= 0) {
      this.refused.delete(key);
      return undefined;
    }
    refusal.count++;
    return { current: refusal.count, ttl: left };
  }

  get size(): number {
    return this.refused.size;
  }

  private forgetEnded(): void {
    const at = this.now();
    for (const [key, refusal] of this.refused) if (refusal.until <= at) this.refused.delete(key);
  }
}
