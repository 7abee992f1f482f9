// Entries made under one content version, bounded by bytes, least recently used out first.
// Content changes only through writes that raise the content version (decision 0006), so an
// entry is good exactly while the version it was made under is current. Shared by the API
// answer cache and the page cache.

interface Slot<V> {
  value: V;
  version: number;
  bytes: number;
}

export class VersionedLru<V> {
  /** Map order is use order: the first key is the least recently used. */
  private readonly entries = new Map<string, Slot<V>>();
  private bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The entry for a key if it was made under `version`; entries of other versions are dropped. */
  get(key: string, version: number): V | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    this.entries.delete(key);
    if (slot.version !== version) {
      this.bytes -= slot.bytes;
      return undefined;
    }
    this.entries.set(key, slot);
    return slot.value;
  }

  /** Keeps a value of `bytes` bytes; one larger than the whole budget is not kept. Says whether it was. */
  set(key: string, version: number, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, version, bytes });
    this.bytes += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= slot.bytes;
  }
}
