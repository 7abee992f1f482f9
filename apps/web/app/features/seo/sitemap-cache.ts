// Crawlers fetch the sitemap in bursts; one answer per origin serves them for a short while.
export interface TimedCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
}

/** Keys come from the Host header, which a client chooses: keep only a few. */
const MAX_ENTRIES = 8;

export function createTimedCache<T>(ttlMs: number, now: () => number = Date.now): TimedCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      // A failed build is not kept: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
